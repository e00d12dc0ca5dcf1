/** A complete, valid SLIK questionnaire (without customerId), as the server and browser tests send it. */
export const SLIK_ANSWERS = {
  fieldOfOccupation: 'SLIK_OCCUPATION_002',
  averageIncome: '5750000',
  employer: 'PT Maju Jaya',
  employerBusinessLine: 'SLIK_SECTOR_601000',
  motherMaidenName: 'Siti Aminah',
  latestEducation: 'BACHELORS_OR_EQUIVALENT',
  emailAddress: 'sari@example.co.id',
  workExperience: 'EXPERIENCE_GT1_LT2',
  residenceOwnershipStatus: 'HOME_OWNER',
} as const;
