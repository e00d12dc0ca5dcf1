/**
 * Where a PDF picked among several belongs, by its file name: "akta_pendirian.pdf" is the deed of
 * incorporation, "NPWP PT Maju.pdf" the tax document, "ktp-direktur.pdf" the director's KTP. Words
 * of each document kind, in Indonesian and English, add to its score; a file goes to the kind that
 * scores highest, alone. A name that says nothing, or as much about two kinds ("ktp.pdf", "akta.pdf"),
 * is not guessed: the page asks the user. Two files of one batch that claim the same document are
 * both asked too, so no file silently replaces another.
 */
import { LENDER_DOCUMENT_TYPES, type LenderDocumentType } from '../../contract/lender/documents';

type Weights = Partial<Record<LenderDocumentType, number>>;

/** A phrase (its words in order, or written as one word) and what it says about each kind. */
const CUES: ReadonlyArray<readonly [string, Weights]> = [
  // Deeds: "akta" alone may be either.
  ['akta', { deedOfIncorporationDoc: 2, deedOfDirectorAppointmentDoc: 2 }],
  ['deed', { deedOfIncorporationDoc: 2, deedOfDirectorAppointmentDoc: 2 }],
  ['pendirian', { deedOfIncorporationDoc: 4 }],
  ['incorporation', { deedOfIncorporationDoc: 4 }],
  ['establishment', { deedOfIncorporationDoc: 4 }],
  ['anggaran dasar', { deedOfIncorporationDoc: 4 }],
  ['articles of association', { deedOfIncorporationDoc: 4 }],
  ['pengangkatan', { deedOfDirectorAppointmentDoc: 4 }],
  ['appointment', { deedOfDirectorAppointmentDoc: 4 }],
  ['perubahan', { deedOfDirectorAppointmentDoc: 3 }],
  ['direksi', { deedOfDirectorAppointmentDoc: 1, directorNationalIdDoc: 2 }],
  ['direktur', { deedOfDirectorAppointmentDoc: 1, directorNationalIdDoc: 2 }],
  ['director', { deedOfDirectorAppointmentDoc: 1, directorNationalIdDoc: 2 }],
  // Licences and the NIB.
  ['izin', { businessOperatingLicenseDoc: 3 }],
  ['ijin', { businessOperatingLicenseDoc: 3 }],
  ['siup', { businessOperatingLicenseDoc: 4 }],
  ['license', { businessOperatingLicenseDoc: 4 }],
  ['licence', { businessOperatingLicenseDoc: 4 }],
  ['permit', { businessOperatingLicenseDoc: 4 }],
  ['operasional', { businessOperatingLicenseDoc: 2 }],
  ['operating', { businessOperatingLicenseDoc: 2 }],
  ['usaha', { businessOperatingLicenseDoc: 1 }],
  ['business', { businessOperatingLicenseDoc: 1, nationalBusinessIdDoc: 1 }],
  ['nib', { nationalBusinessIdDoc: 5 }],
  ['nomor induk berusaha', { nationalBusinessIdDoc: 5 }],
  ['induk berusaha', { nationalBusinessIdDoc: 2 }],
  ['business id', { nationalBusinessIdDoc: 4 }],
  ['business identification', { nationalBusinessIdDoc: 4 }],
  ['oss', { nationalBusinessIdDoc: 2 }],
  // Tax.
  ['npwp', { taxIdentificationNumberDoc: 5 }],
  ['tax', { taxIdentificationNumberDoc: 4 }],
  ['pajak', { taxIdentificationNumberDoc: 4 }],
  // Identity cards: whose is said by another word.
  ['ktp', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['ektp', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['kartu tanda penduduk', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['nik', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['national id', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['id card', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['identity card', { directorNationalIdDoc: 3, authorizedRepresentativeNationalIdDoc: 3 }],
  ['perwakilan', { authorizedRepresentativeNationalIdDoc: 3 }],
  ['wakil', { authorizedRepresentativeNationalIdDoc: 3 }],
  ['representative', { authorizedRepresentativeNationalIdDoc: 3 }],
  ['authorized', { authorizedRepresentativeNationalIdDoc: 1 }],
  ['authorised', { authorizedRepresentativeNationalIdDoc: 1 }],
  ['pic', { authorizedRepresentativeNationalIdDoc: 2 }],
  // The power of attorney ("ktp penerima kuasa" is the representative's card).
  ['kuasa', { powerOfAttorneyDoc: 3, authorizedRepresentativeNationalIdDoc: 1 }],
  ['surat kuasa', { powerOfAttorneyDoc: 2 }],
  ['attorney', { powerOfAttorneyDoc: 4 }],
  ['poa', { powerOfAttorneyDoc: 4 }],
  ['proxy', { powerOfAttorneyDoc: 3 }],
  // The bank account.
  ['tabungan', { passbookDoc: 4 }],
  ['passbook', { passbookDoc: 5 }],
  ['rekening', { passbookDoc: 3 }],
  ['savings', { passbookDoc: 3 }],
  ['bank', { passbookDoc: 2 }],
];

/** The words of a file name: no extension; camelCase, digits and separators split; lower case. */
export function fileNameWords(fileName: string): string[] {
  return fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)|(\d)([a-zA-Z])/g, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function mentions(words: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  if (parts.length > 1 && words.includes(parts.join(''))) return true;
  for (let start = 0; start + parts.length <= words.length; start++) {
    if (parts.every((part, offset) => words[start + offset] === part)) return true;
  }
  return false;
}

/** Each kind's score for a file name (0 when nothing in the name speaks of it). */
export function documentScores(fileName: string): Record<LenderDocumentType, number> {
  const words = fileNameWords(fileName);
  const scores = Object.fromEntries(LENDER_DOCUMENT_TYPES.map((type) => [type, 0])) as Record<LenderDocumentType, number>;
  for (const [phrase, weights] of CUES) {
    if (!mentions(words, phrase)) continue;
    for (const [type, weight] of Object.entries(weights) as [LenderDocumentType, number][]) scores[type] += weight;
  }
  return scores;
}

/** The document a file name points to, or null when it points to none or to two as much. */
export function documentForFileName(fileName: string): LenderDocumentType | null {
  const ranked = Object.entries(documentScores(fileName)).sort(([, a], [, b]) => b - a) as [LenderDocumentType, number][];
  const [best, second] = ranked;
  if (!best || best[1] === 0 || (second && second[1] === best[1])) return null;
  return best[0];
}

export interface Placement {
  /** Index in the picked list, and its document. */
  placed: Array<{ index: number; type: LenderDocumentType }>;
  /** Indexes of the files the user is asked about. */
  unplaced: number[];
}

/** Places a batch of picked files by their names; no document gets two files of one batch. */
export function placeFiles(fileNames: readonly string[]): Placement {
  const guesses = fileNames.map(documentForFileName);
  const claims = new Map<LenderDocumentType, number>();
  for (const type of guesses) if (type) claims.set(type, (claims.get(type) ?? 0) + 1);
  const placement: Placement = { placed: [], unplaced: [] };
  guesses.forEach((type, index) => {
    if (type && claims.get(type) === 1) placement.placed.push({ index, type });
    else placement.unplaced.push(index);
  });
  return placement;
}
