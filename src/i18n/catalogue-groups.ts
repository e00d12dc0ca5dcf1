/**
 * Areas whose messages wait until one of their pages opens: each group names its catalogue files
 * (locales/<language>/<name>.json, sub-areas in sub-folders). Every other file is part of the
 * first screen. The one list: the build (scripts/compile-catalogues.ts) and the loader
 * (./messages.ts, through `virtual:catalogue-groups`) both read it.
 */
export const LAZY_CATALOGUE_GROUPS = {
  kyc: ['kyc', 'kyc/photos', 'kyc/progressive'],
  lender: ['lender', 'lender/documents'],
  repayment: ['repayment'],
  paylater: ['paylater', 'paylater/plans', 'paylater/migration'],
  cicilan: ['cicilan'],
  gomodal: ['gomodal'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueGroup = keyof typeof LAZY_CATALOGUE_GROUPS;
