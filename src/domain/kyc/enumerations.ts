/**
 * Every enumeration of the KYC additional details (spec 2, section 3), shared by the wizard, the SLIK
 * questionnaire, the worker and the sandbox server. Each option carries the message key of its label
 * (locales/<lang>/kyc.json). Occupation and sector labels follow the OJK SLIK reference lists as best
 * known; see server/kyc/CONTRACT.md.
 */

export interface EnumOption<T extends string = string> {
  value: T;
  messageId: string;
}

function options<T extends string>(prefix: string, values: readonly T[]): readonly EnumOption<T>[] {
  return values.map((value) => ({ value, messageId: `${prefix}.${value}` }));
}

export const LATEST_EDUCATIONS = [
  'PRIMARY_EDUCATION',
  'LOWER_SECONDARY_EDUCATION',
  'UPPER_SECONDARY_EDUCATION',
  'ASSOCIATES_OR_EQUIVALENT',
  'BACHELORS_OR_EQUIVALENT',
  'MASTERS_OR_EQUIVALENT',
  'DOCTORAL_OR_EQUIVALENT',
  'OTHER',
] as const;
export type LatestEducation = (typeof LATEST_EDUCATIONS)[number];
export const EDUCATION_OPTIONS = options('kyc.enum.education', LATEST_EDUCATIONS);

export const HOME_OWNERSHIPS = ['HOME_OWNER', 'NOT_HOME_OWNER'] as const;
export type HomeOwnership = (typeof HOME_OWNERSHIPS)[number];
export const HOME_OWNERSHIP_OPTIONS = options('kyc.enum.homeOwnership', HOME_OWNERSHIPS);

export const INTERNET_BASED_VALUES = ['INTERNET_BASED', 'NOT_INTERNET_BASED'] as const;
export type OccupationInternetBased = (typeof INTERNET_BASED_VALUES)[number];
export const INTERNET_BASED_OPTIONS = options('kyc.enum.internetBased', INTERNET_BASED_VALUES);

/** SLIK_OCCUPATION_001 to 037, then 099 (others). */
export const OCCUPATIONS = [
  'SLIK_OCCUPATION_001',
  'SLIK_OCCUPATION_002',
  'SLIK_OCCUPATION_003',
  'SLIK_OCCUPATION_004',
  'SLIK_OCCUPATION_005',
  'SLIK_OCCUPATION_006',
  'SLIK_OCCUPATION_007',
  'SLIK_OCCUPATION_008',
  'SLIK_OCCUPATION_009',
  'SLIK_OCCUPATION_010',
  'SLIK_OCCUPATION_011',
  'SLIK_OCCUPATION_012',
  'SLIK_OCCUPATION_013',
  'SLIK_OCCUPATION_014',
  'SLIK_OCCUPATION_015',
  'SLIK_OCCUPATION_016',
  'SLIK_OCCUPATION_017',
  'SLIK_OCCUPATION_018',
  'SLIK_OCCUPATION_019',
  'SLIK_OCCUPATION_020',
  'SLIK_OCCUPATION_021',
  'SLIK_OCCUPATION_022',
  'SLIK_OCCUPATION_023',
  'SLIK_OCCUPATION_024',
  'SLIK_OCCUPATION_025',
  'SLIK_OCCUPATION_026',
  'SLIK_OCCUPATION_027',
  'SLIK_OCCUPATION_028',
  'SLIK_OCCUPATION_029',
  'SLIK_OCCUPATION_030',
  'SLIK_OCCUPATION_031',
  'SLIK_OCCUPATION_032',
  'SLIK_OCCUPATION_033',
  'SLIK_OCCUPATION_034',
  'SLIK_OCCUPATION_035',
  'SLIK_OCCUPATION_036',
  'SLIK_OCCUPATION_037',
  'SLIK_OCCUPATION_099',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
export const OCCUPATION_OPTIONS = options('kyc.enum.occupation', OCCUPATIONS);

/** 33 economic-sector codes; "others" (009000) is listed last. */
export const OCCUPATION_SECTORS = [
  'SLIK_SECTOR_011000',
  'SLIK_SECTOR_012000',
  'SLIK_SECTOR_020000',
  'SLIK_SECTOR_050000',
  'SLIK_SECTOR_101000',
  'SLIK_SECTOR_151000',
  'SLIK_SECTOR_171000',
  'SLIK_SECTOR_181000',
  'SLIK_SECTOR_241000',
  'SLIK_SECTOR_401000',
  'SLIK_SECTOR_410000',
  'SLIK_SECTOR_451000',
  'SLIK_SECTOR_501000',
  'SLIK_SECTOR_511000',
  'SLIK_SECTOR_521000',
  'SLIK_SECTOR_551100',
  'SLIK_SECTOR_552000',
  'SLIK_SECTOR_601000',
  'SLIK_SECTOR_611000',
  'SLIK_SECTOR_621000',
  'SLIK_SECTOR_630000',
  'SLIK_SECTOR_641000',
  'SLIK_SECTOR_651000',
  'SLIK_SECTOR_660000',
  'SLIK_SECTOR_701000',
  'SLIK_SECTOR_721000',
  'SLIK_SECTOR_741000',
  'SLIK_SECTOR_751000',
  'SLIK_SECTOR_804000',
  'SLIK_SECTOR_851000',
  'SLIK_SECTOR_921000',
  'SLIK_SECTOR_930000',
  'SLIK_SECTOR_009000',
] as const;
export type OccupationSector = (typeof OCCUPATION_SECTORS)[number];
export const SECTOR_OPTIONS = options('kyc.enum.sector', OCCUPATION_SECTORS);

/**
 * The nine occupations whose sector follows from the occupation itself (doctor, teacher, judge,
 * prosecutor, notary, civil servant, state official, student, homemaker). Picking one fills the sector.
 */
export const DEFAULT_SECTOR_BY_OCCUPATION: Readonly<Partial<Record<Occupation, OccupationSector>>> = {
  SLIK_OCCUPATION_009: 'SLIK_SECTOR_851000',
  SLIK_OCCUPATION_010: 'SLIK_SECTOR_804000',
  SLIK_OCCUPATION_014: 'SLIK_SECTOR_751000',
  SLIK_OCCUPATION_015: 'SLIK_SECTOR_751000',
  SLIK_OCCUPATION_017: 'SLIK_SECTOR_741000',
  SLIK_OCCUPATION_018: 'SLIK_SECTOR_751000',
  SLIK_OCCUPATION_019: 'SLIK_SECTOR_751000',
  SLIK_OCCUPATION_021: 'SLIK_SECTOR_009000',
  SLIK_OCCUPATION_037: 'SLIK_SECTOR_009000',
};

export function defaultSectorFor(occupation: string): OccupationSector | undefined {
  return DEFAULT_SECTOR_BY_OCCUPATION[occupation as Occupation];
}

export const WORK_EXPERIENCES = ['EXPERIENCE_0', 'EXPERIENCE_LT1', 'EXPERIENCE_GT1_LT2', 'EXPERIENCE_GT2_LT3', 'EXPERIENCE_LT3'] as const;
export type WorkExperience = (typeof WORK_EXPERIENCES)[number];
export const WORK_EXPERIENCE_OPTIONS = options('kyc.enum.workExperience', WORK_EXPERIENCES);

/** Monthly income bands keyed by a representative amount in rupiah (sent as that string). */
export const MONTHLY_INCOMES = ['1499999', '5750000', '10000001'] as const;
export type MonthlyIncome = (typeof MONTHLY_INCOMES)[number];
export const MONTHLY_INCOME_OPTIONS = options('kyc.enum.income', MONTHLY_INCOMES);

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
