import { describe, expect, it } from 'vitest';
import { LENDER_DOCUMENT_TYPES, type LenderDocumentType } from '@domain/contract/lender/documents';
import { documentForFileName, fileNameWords, placeFiles } from '@domain/lender/documents/placement';

const NAMED: ReadonlyArray<readonly [string, LenderDocumentType]> = [
  // Indonesian, as companies name their scans
  ['Akta Pendirian PT Maju.pdf', 'deedOfIncorporationDoc'],
  ['akta_pengangkatan_direksi.pdf', 'deedOfDirectorAppointmentDoc'],
  ['Akta Perubahan 2023.pdf', 'deedOfDirectorAppointmentDoc'],
  ['SIUP.pdf', 'businessOperatingLicenseDoc'],
  ['izin-usaha-operasional.PDF', 'businessOperatingLicenseDoc'],
  ['NIB_PT_Maju_Bersama.pdf', 'nationalBusinessIdDoc'],
  ['nomor induk berusaha.pdf', 'nationalBusinessIdDoc'],
  ['NPWP badan.pdf', 'taxIdentificationNumberDoc'],
  ['KTP Direktur Budi.pdf', 'directorNationalIdDoc'],
  ['ktp-perwakilan.pdf', 'authorizedRepresentativeNationalIdDoc'],
  ['ktp penerima kuasa.pdf', 'authorizedRepresentativeNationalIdDoc'],
  ['Surat Kuasa.pdf', 'powerOfAttorneyDoc'],
  ['suratkuasa_2024.pdf', 'powerOfAttorneyDoc'],
  ['Buku Tabungan BCA.pdf', 'passbookDoc'],
  ['rekening-koran.pdf', 'passbookDoc'],
  // English
  ['Deed of Incorporation.pdf', 'deedOfIncorporationDoc'],
  ['director-appointment-deed.pdf', 'deedOfDirectorAppointmentDoc'],
  ['business licence.pdf', 'businessOperatingLicenseDoc'],
  ['tax-id.pdf', 'taxIdentificationNumberDoc'],
  ['director ID card.pdf', 'directorNationalIdDoc'],
  ['representative_id_card.pdf', 'authorizedRepresentativeNationalIdDoc'],
  ['Power of Attorney (signed).pdf', 'powerOfAttorneyDoc'],
  ['passbook.pdf', 'passbookDoc'],
  // The documents' own names, written as one word
  ...LENDER_DOCUMENT_TYPES.map((type) => [`${type}.pdf`, type] as const),
];

describe('a picked PDF is placed by its file name', () => {
  it.each(NAMED)('%j -> %s', (name, type) => {
    expect(documentForFileName(name)).toBe(type);
  });

  it.each([
    ['ktp.pdf'],
    ['akta.pdf'],
    ['scan_001.pdf'],
    ['document.pdf'],
    ['IMG_20240101.pdf'],
  ])('%j says nothing or as much about two documents: the user is asked', (name) => {
    expect(documentForFileName(name)).toBeNull();
  });

  it('splits names into words (camelCase, digits, separators) without the extension', () => {
    expect(fileNameWords('AktaPendirian2015_final-v2.pdf')).toEqual(['akta', 'pendirian', '2015', 'final', 'v', '2']);
  });

  it('places a batch, asking about names it cannot read and about two files that claim one document', () => {
    expect(placeFiles(['npwp.pdf', 'ktp.pdf', 'NIB.pdf', 'akta pendirian.pdf', 'akta pendirian (1).pdf', 'scan.pdf'])).toEqual({
      placed: [
        { index: 0, type: 'taxIdentificationNumberDoc' },
        { index: 2, type: 'nationalBusinessIdDoc' },
      ],
      unplaced: [1, 3, 4, 5],
    });
  });
});
