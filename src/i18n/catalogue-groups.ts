/**
 * Areas whose messages wait until one of their pages opens: each group names its catalogue files
 * (locales/<language>/<name>.json, sub-areas in sub-folders). Every other file is part of the
 * first screen. The one list: the build (scripts/compile-catalogues.ts) and the loader
 * (./messages.ts, through `virtual:catalogue-groups`) both read it.
 */
export const LAZY_CATALOGUE_GROUPS = {
  kyc: ['kyc', 'kyc/photos', 'kyc/progressive'],
  lender: ['lender', 'lender/documents'],
  // `lending`: the consumer-credit kit's messages (src/ui/lending), with every money area that shows it.
  repayment: ['repayment', 'lending'],
  paylater: ['paylater', 'paylater/plans', 'paylater/migration', 'lending'],
  cicilan: ['cicilan', 'lending'],
  gomodal: ['gomodal', 'lending'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueGroup = keyof typeof LAZY_CATALOGUE_GROUPS;
