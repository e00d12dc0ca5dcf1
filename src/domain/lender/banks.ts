/**
 * Where a lender's money is paid out: Indonesian banks by their clearing (SKN/BI) code, the
 * regional development banks (BPD), sharia banks and the sharia units (UUS) of conventional banks,
 * and e-wallets. A sharia unit clears through its parent's code, so it carries the parent's code
 * with an "S" ("011S") to keep the chosen unit apart; an e-wallet carries its provider's name as
 * its code. The real platform's list is authoritative (not reproduced in the documents).
 */
export type BankKind = 'bank' | 'regional' | 'sharia' | 'shariaUnit' | 'ewallet';

export interface Bank {
  code: string;
  name: string;
  kind: BankKind;
}

const bank = (code: string, name: string): Bank => ({ code, name, kind: 'bank' });
const regional = (code: string, name: string): Bank => ({ code, name, kind: 'regional' });
const sharia = (code: string, name: string): Bank => ({ code, name, kind: 'sharia' });
const unit = (parentCode: string, name: string): Bank => ({ code: `${parentCode}S`, name, kind: 'shariaUnit' });
const wallet = (code: string, name: string): Bank => ({ code, name, kind: 'ewallet' });

export const BANKS: readonly Bank[] = [
  // State-owned and national banks
  bank('002', 'Bank Rakyat Indonesia (BRI)'),
  bank('008', 'Bank Mandiri'),
  bank('009', 'Bank Negara Indonesia (BNI)'),
  bank('200', 'Bank Tabungan Negara (BTN)'),
  bank('014', 'Bank Central Asia (BCA)'),
  bank('011', 'Bank Danamon Indonesia'),
  bank('013', 'Bank Permata'),
  bank('016', 'Maybank Indonesia'),
  bank('019', 'Panin Bank'),
  bank('022', 'CIMB Niaga'),
  bank('023', 'Bank UOB Indonesia'),
  bank('028', 'Bank OCBC NISP'),
  bank('031', 'Citibank N.A. Indonesia'),
  bank('032', 'JPMorgan Chase Bank'),
  bank('033', 'Bank of America'),
  bank('036', 'Bank China Construction Bank Indonesia'),
  bank('037', 'Bank Artha Graha Internasional'),
  bank('040', 'Bangkok Bank'),
  bank('041', 'Bank HSBC Indonesia'),
  bank('042', 'MUFG Bank'),
  bank('045', 'Bank Sumitomo Mitsui Indonesia'),
  bank('046', 'Bank DBS Indonesia'),
  bank('047', 'Bank Resona Perdania'),
  bank('048', 'Bank Mizuho Indonesia'),
  bank('050', 'Standard Chartered Bank'),
  bank('054', 'Bank Capital Indonesia'),
  bank('057', 'Bank BNP Paribas Indonesia'),
  bank('061', 'Bank ANZ Indonesia'),
  bank('067', 'Deutsche Bank'),
  bank('069', 'Bank of China (Hong Kong)'),
  bank('076', 'Bank Bumi Arta'),
  bank('088', 'Bank Antardaerah'),
  bank('095', 'Bank JTrust Indonesia'),
  bank('097', 'Bank Mayapada Internasional'),
  bank('146', 'Bank of India Indonesia'),
  bank('151', 'Bank Mestika Dharma'),
  bank('152', 'Bank Shinhan Indonesia'),
  bank('153', 'Bank Sinarmas'),
  bank('157', 'Bank Maspion Indonesia'),
  bank('161', 'Bank Ganesha'),
  bank('164', 'Bank ICBC Indonesia'),
  bank('167', 'Bank QNB Indonesia'),
  bank('212', 'Bank Woori Saudara Indonesia 1906'),
  bank('213', 'Bank SMBC Indonesia (BTPN)'),
  bank('426', 'Bank Mega'),
  bank('441', 'KB Bank (Bukopin)'),
  bank('466', 'Bank Oke Indonesia'),
  bank('472', 'Bank Jasa Jakarta'),
  bank('484', 'Bank KEB Hana Indonesia'),
  bank('485', 'Bank MNC Internasional'),
  bank('490', 'Bank Neo Commerce'),
  bank('494', 'Bank Raya Indonesia'),
  bank('498', 'Bank SBI Indonesia'),
  bank('501', 'Bank Digital BCA (blu)'),
  bank('503', 'Bank Nationalnobu'),
  bank('513', 'Bank Ina Perdana'),
  bank('520', 'Bank Prima Master'),
  bank('523', 'Bank Sahabat Sampoerna'),
  bank('531', 'Amar Bank'),
  bank('535', 'SeaBank Indonesia'),
  bank('542', 'Bank Jago'),
  bank('548', 'Bank Multiarta Sentosa'),
  bank('553', 'Bank Hibank Indonesia (Mayora)'),
  bank('459', 'Krom Bank Indonesia'),
  bank('555', 'Bank Index Selindo'),
  bank('562', 'Superbank (Bank Fama)'),
  bank('564', 'Bank Mandiri Taspen'),
  bank('566', 'Bank Victoria International'),
  bank('567', 'Allo Bank Indonesia'),
  bank('945', 'Bank IBK Indonesia'),
  bank('949', 'Bank CTBC Indonesia'),
  bank('950', 'Bank Commonwealth'),
  // Regional development banks (BPD)
  regional('110', 'Bank BJB (Jawa Barat dan Banten)'),
  regional('111', 'Bank DKI'),
  regional('112', 'Bank BPD DIY'),
  regional('113', 'Bank Jateng'),
  regional('114', 'Bank Jatim'),
  regional('115', 'Bank Jambi'),
  regional('117', 'Bank Sumut'),
  regional('118', 'Bank Nagari (Sumatera Barat)'),
  regional('120', 'Bank Sumsel Babel'),
  regional('121', 'Bank Lampung'),
  regional('122', 'Bank Kalsel'),
  regional('123', 'Bank Kalbar'),
  regional('124', 'Bank Kaltimtara'),
  regional('125', 'Bank Kalteng'),
  regional('126', 'Bank Sulselbar'),
  regional('127', 'Bank SulutGo'),
  regional('129', 'Bank BPD Bali'),
  regional('130', 'Bank NTT'),
  regional('131', 'Bank Maluku Malut'),
  regional('132', 'Bank Papua'),
  regional('133', 'Bank Bengkulu'),
  regional('134', 'Bank Sulteng'),
  regional('135', 'Bank Sultra'),
  regional('137', 'Bank Banten'),
  // Sharia banks
  sharia('451', 'Bank Syariah Indonesia (BSI)'),
  sharia('147', 'Bank Muamalat Indonesia'),
  sharia('536', 'BCA Syariah'),
  sharia('506', 'Bank Mega Syariah'),
  sharia('517', 'Bank Panin Dubai Syariah'),
  sharia('521', 'Bank KB Bukopin Syariah'),
  sharia('405', 'Bank Victoria Syariah'),
  sharia('425', 'Bank BJB Syariah'),
  sharia('547', 'Bank BTPN Syariah'),
  sharia('947', 'Bank Aladin Syariah'),
  sharia('116', 'Bank Aceh Syariah'),
  sharia('119', 'Bank Riau Kepri Syariah'),
  sharia('128', 'Bank NTB Syariah'),
  sharia('734', 'Bank Nano Syariah'),
  // Sharia units (UUS) of conventional banks
  unit('011', 'Bank Danamon Syariah (UUS)'),
  unit('013', 'Bank Permata Syariah (UUS)'),
  unit('016', 'Maybank Indonesia Syariah (UUS)'),
  unit('022', 'CIMB Niaga Syariah (UUS)'),
  unit('028', 'OCBC NISP Syariah (UUS)'),
  unit('200', 'BTN Syariah (UUS)'),
  unit('153', 'Bank Sinarmas Syariah (UUS)'),
  unit('110', 'Bank BJB Syariah (UUS)'),
  unit('111', 'Bank DKI Syariah (UUS)'),
  unit('112', 'Bank BPD DIY Syariah (UUS)'),
  unit('113', 'Bank Jateng Syariah (UUS)'),
  unit('114', 'Bank Jatim Syariah (UUS)'),
  unit('115', 'Bank Jambi Syariah (UUS)'),
  unit('117', 'Bank Sumut Syariah (UUS)'),
  unit('118', 'Bank Nagari Syariah (UUS)'),
  unit('120', 'Bank Sumsel Babel Syariah (UUS)'),
  unit('122', 'Bank Kalsel Syariah (UUS)'),
  unit('123', 'Bank Kalbar Syariah (UUS)'),
  unit('124', 'Bank Kaltimtara Syariah (UUS)'),
  unit('126', 'Bank Sulselbar Syariah (UUS)'),
  // E-wallets
  wallet('GOPAY', 'GoPay'),
  wallet('OVO', 'OVO'),
  wallet('DANA', 'DANA'),
  wallet('SHOPEEPAY', 'ShopeePay'),
  wallet('LINKAJA', 'LinkAja'),
  wallet('DOKU', 'DOKU Wallet'),
  wallet('SAKUKU', 'Sakuku'),
  wallet('ISAKU', 'i.saku'),
  wallet('ASTRAPAY', 'AstraPay'),
  wallet('JENIUSPAY', 'Jenius Pay'),
];

const BY_CODE = new Map(BANKS.map((entry) => [entry.code, entry]));

export function findBank(code: string): Bank | null {
  return BY_CODE.get(code) ?? null;
}

export function isKnownBankCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** How the select names a bank: "014 · Bank Central Asia (BCA)"; e-wallets by name only. */
export function bankLabel(entry: Bank): string {
  return entry.kind === 'ewallet' ? entry.name : `${entry.code.replace(/S$/, '')} · ${entry.name}`;
}

/** Every word of the query must appear in the code or the name, in any order, case ignored. */
export function searchBanks(query: string, list: readonly Bank[] = BANKS): Bank[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((entry) => {
    const haystack = `${entry.code} ${entry.name} ${bankLabel(entry)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
