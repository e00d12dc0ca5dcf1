import type { Page } from 'playwright-core';
import type { LenderApplicationDraft } from '@domain/lender/application';

/** English labels of the lender wizard (steps 1 to 3), as the tests find them. */
export const LENDER_EN = {
  step1: 'Legal entity information',
  step2: 'Director details',
  step3: 'Authorised representative and bank account',
  step5: 'Your application is being reviewed',
  continue: 'Continue',
  review: 'Check your application',
  submit: 'Submit application',
  confirm: 'I confirm that all the information I have given is true and correct.',
};

/** Valid answers for steps 1 to 3 (dates as the date picker takes them, YYYY-MM-DD; the draft keeps DD/MM/YYYY). */
export const VALID_LENDER = {
  legalEntityName: 'PT Maju Bersama Sejahtera',
  registrationCode: 'AHU-0012345.AH.01.01',
  taxIdentificationNumber: '012345678901000',
  placeOfIncorporation: 'Jakarta',
  dateOfIncorporation: '2015-06-30',
  entityOwnership: 'Swasta nasional',
  averageRevenuePerMonth: '250000000',
  totalAssets: '5000000000',
  street: 'Jl. Jenderal Sudirman No. 1',
  province: 'Daerah Khusus Ibukota Jakarta',
  city: 'Kota Administrasi Jakarta Selatan',
  district: 'Kebayoran Baru',
  village: 'Senayan',
  postalCode: '12190',
  directorNik: '3171234567890001',
  directorName: 'Budi Santoso',
  directorPlaceOfBirth: 'Bandung',
  directorDateOfBirth: '1975-03-05',
  email: 'siti@maju.co.id',
  phone: '81234567890',
  representativeNik: '3171234567890002',
  representativeName: "Siti Nur'aini",
  representativePlaceOfBirth: 'Surabaya',
  representativeDateOfBirth: '1988-11-20',
  accountNumber: '1234567890',
  accountName: 'PT Maju Bersama Sejahtera',
};

export const REGION_LABELS_EN = ['Province', 'City/Regency', 'District', 'Village'] as const;

/** Picks the four region levels in turn, each once its options (loaded with the level above) are there. */
export async function chooseRegions(page: Page, names: readonly string[], labels: readonly string[] = REGION_LABELS_EN): Promise<void> {
  for (const [level, name] of names.entries()) {
    const select = page.getByLabel(labels[level] ?? '');
    await select.locator('option', { hasText: name }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: name });
  }
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Street address').fill(VALID_LENDER.street);
  await chooseRegions(page, [VALID_LENDER.province, VALID_LENDER.city, VALID_LENDER.district, VALID_LENDER.village]);
  await page.getByLabel('Postal code').fill(VALID_LENDER.postalCode);
}

/** Step 1, on /lender/step1 in English; does not press Continue. */
export async function fillLenderStep1(page: Page): Promise<void> {
  await page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
  await page.getByLabel('Legal entity name').fill(VALID_LENDER.legalEntityName);
  await page.getByLabel('Legal entity type').selectOption('PT');
  await page.getByLabel('Registration code').fill(VALID_LENDER.registrationCode);
  await page.getByLabel('Tax identification number').fill(VALID_LENDER.taxIdentificationNumber);
  await page.getByLabel('Place of incorporation').fill(VALID_LENDER.placeOfIncorporation);
  await page.getByLabel('Date of incorporation').fill(VALID_LENDER.dateOfIncorporation);
  await page.getByLabel('Entity ownership').fill(VALID_LENDER.entityOwnership);
  await page.getByLabel('Business sector').selectOption('FINANCIAL_SERVICES');
  await page.getByLabel('Average revenue per month').fill(VALID_LENDER.averageRevenuePerMonth);
  await page.getByLabel('Total assets').fill(VALID_LENDER.totalAssets);
  await page.getByLabel('Yes, internet based').check();
  await fillAddress(page);
}

export async function fillLenderStep2(page: Page): Promise<void> {
  await page.getByRole('heading', { name: LENDER_EN.step2 }).waitFor();
  await page.getByLabel('National ID number (NIK)').fill(VALID_LENDER.directorNik);
  await page.getByLabel('Full name as on the ID card').fill(VALID_LENDER.directorName);
  await page.getByLabel('Place of birth').fill(VALID_LENDER.directorPlaceOfBirth);
  await page.getByLabel('Date of birth').fill(VALID_LENDER.directorDateOfBirth);
  await page.getByLabel('Marital status').selectOption('MARRIED');
  await fillAddress(page);
}

export async function chooseBank(page: Page, query: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: 'Bank' });
  await combobox.fill(query);
  await page.getByRole('option', { name: option }).click();
}

export async function fillLenderStep3(page: Page): Promise<void> {
  await page.getByRole('heading', { name: LENDER_EN.step3 }).waitFor();
  await page.getByLabel('Email').fill(VALID_LENDER.email);
  await page.getByLabel('Mobile number').fill(VALID_LENDER.phone);
  await page.getByLabel('National ID number (NIK)').fill(VALID_LENDER.representativeNik);
  await page.getByLabel('Full name as on the ID card').fill(VALID_LENDER.representativeName);
  await page.getByLabel('Place of birth').fill(VALID_LENDER.representativePlaceOfBirth);
  await page.getByLabel('Date of birth').fill(VALID_LENDER.representativeDateOfBirth);
  await chooseBank(page, 'central asia', '014 · Bank Central Asia (BCA)');
  await page.getByLabel('Account number').fill(VALID_LENDER.accountNumber);
  await page.getByLabel('Account holder name').fill(VALID_LENDER.accountName);
  await page.getByLabel(LENDER_EN.confirm).check();
}

/**
 * From a signed-in page in English: opens /lender/step1, fills steps 1 to 3 with valid data and
 * continues to step 4 (the documents).
 */
export async function fillLenderStepsOneToThree(page: Page): Promise<void> {
  await page.goto('/lender/step1');
  await fillLenderStep1(page);
  await page.getByRole('button', { name: LENDER_EN.continue }).click();
  await fillLenderStep2(page);
  await page.getByRole('button', { name: LENDER_EN.continue }).click();
  await fillLenderStep3(page);
  await page.getByRole('button', { name: LENDER_EN.continue }).click();
  await page.waitForURL('**/lender/step4');
}

/** Steps 1 to 3 as the wizard leaves them in its draft (dates as DD/MM/YYYY), for a company of its own. */
export function validLenderDraft(legalEntityName: string): LenderApplicationDraft {
  return {
    step: 4,
    dataConfirmed: true,
    legalEntityName,
    legalEntityType: 'PT',
    registrationCode: VALID_LENDER.registrationCode,
    businessLicenseNumber: '',
    taxIdentificationNumber: VALID_LENDER.taxIdentificationNumber,
    placeOfIncorporation: VALID_LENDER.placeOfIncorporation,
    dateOfIncorporation: '30/06/2015',
    entityOwnership: VALID_LENDER.entityOwnership,
    sector: 'FINANCIAL_SERVICES',
    averageRevenuePerMonth: VALID_LENDER.averageRevenuePerMonth,
    totalAssets: VALID_LENDER.totalAssets,
    isInternetBased: 'INTERNET_BASED',
    legalEntityStreetAddress: VALID_LENDER.street,
    legalEntityAddressRegion1: VALID_LENDER.province,
    legalEntityAddressRegion2: VALID_LENDER.city,
    legalEntityAddressRegion3: VALID_LENDER.district,
    legalEntityAddressRegion4: VALID_LENDER.village,
    legalEntityPostalCode: VALID_LENDER.postalCode,
    directorNationalID: VALID_LENDER.directorNik,
    directorFullName: VALID_LENDER.directorName,
    directorPlaceOfBirth: VALID_LENDER.directorPlaceOfBirth,
    directorDateOfBirth: '05/03/1975',
    directorMaritalStatus: 'MARRIED',
    directorStreetAddress: VALID_LENDER.street,
    directorAddressRegion1: VALID_LENDER.province,
    directorAddressRegion2: VALID_LENDER.city,
    directorAddressRegion3: VALID_LENDER.district,
    directorAddressRegion4: VALID_LENDER.village,
    directorPostalCode: VALID_LENDER.postalCode,
    authorizedRepresentativeEmail: VALID_LENDER.email,
    authorizedRepresentativePhone: VALID_LENDER.phone,
    authorizedRepresentativeNationalID: VALID_LENDER.representativeNik,
    authorizedRepresentativeFullName: VALID_LENDER.representativeName,
    authorizedRepresentativePlaceOfBirth: VALID_LENDER.representativePlaceOfBirth,
    authorizedRepresentativeDateOfBirth: '20/11/1988',
    bankAccountBankCode: '014',
    bankAccountBankAccountNumber: VALID_LENDER.accountNumber,
    bankAccountBankAccountName: VALID_LENDER.accountName,
  };
}
