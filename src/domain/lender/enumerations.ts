/** The lender application's fixed choices, shared by the wizard's rules and the platform's contract. */
export const LEGAL_ENTITY_TYPES = ['PT'] as const;
export const INTERNET_BASED_VALUES = ['INTERNET_BASED', 'NOT_INTERNET_BASED'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
/** Business sectors (not listed in the documents; the platform's own list decides). */
export const SECTORS = [
  'FINANCIAL_SERVICES',
  'TRADE',
  'MANUFACTURING',
  'AGRICULTURE',
  'MINING',
  'CONSTRUCTION',
  'PROPERTY',
  'TRANSPORTATION',
  'INFORMATION_TECHNOLOGY',
  'HOSPITALITY',
  'HEALTHCARE',
  'EDUCATION',
  'OTHER',
] as const;

export type LegalEntityType = (typeof LEGAL_ENTITY_TYPES)[number];
export type InternetBased = (typeof INTERNET_BASED_VALUES)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Sector = (typeof SECTORS)[number];
