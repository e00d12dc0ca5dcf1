/** What the KYC journeys do alike: the offline notice a step shows, and step 3's answers. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { readTermsAndAgree } from './terms';

/** One message about the connection: the offline notice, no red "no internet" beside it. */
export async function onlyTheOfflineNotice(page: Page): Promise<void> {
  await page.getByText('You are offline. What you type is saved on this device.').waitFor();
  await expect
    .poll(() =>
      page
        .getByRole('alert')
        .filter({ hasText: /No internet connection/ })
        .count(),
    )
    .toBe(0);
}

/** Step 3 (employment) answered as a shop employee with 5.75 million a month, its terms read and agreed. */
export async function answerEmploymentStep(page: Page): Promise<void> {
  await page.getByLabel('Occupation').selectOption('SLIK_OCCUPATION_035');
  await page.getByLabel('Business sector you work in').selectOption('SLIK_SECTOR_521000');
  await page.getByLabel('Is your work internet-based?').selectOption('INTERNET_BASED');
  await page.getByLabel('Employer or company name').fill('Toko Budi');
  await page.getByLabel('Work experience').selectOption('EXPERIENCE_LT3');
  await page.getByLabel('Average monthly income').selectOption('5750000');
  await readTermsAndAgree(page, 'I have read and agree to the identity verification terms.');
}
