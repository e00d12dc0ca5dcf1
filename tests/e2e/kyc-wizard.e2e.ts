import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { onlyTheOfflineNotice } from './support/kyc';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { flashText, openInEnglish } from './support/sign-in';
import { expectTermsGating } from './support/terms';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

beforeEach(async () => {
  await openInEnglish(device.page);
});

interface WizardDraftRecord {
  flow: string;
  product: string;
  value: { form: Record<string, string>; step: number; confirmDataCorrect: boolean };
}

/** Resolves once the wizard's draft in IndexedDB passes `test` (saved ~300 ms after a change). */
async function waitForWizardDraft(page: Page, test: (value: WizardDraftRecord['value']) => boolean): Promise<void> {
  await expect
    .poll(
      async () =>
        (await storedRecords<WizardDraftRecord>(page, 'drafts')).some(
          (draft) => draft.flow === 'kyc-wizard' && draft.product === 'paylater' && test(draft.value),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

const value = (page: Page, label: string): Promise<string> => page.getByLabel(label).inputValue();

async function inIndonesian(page: Page, name: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('app.language', 'id'));
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, name);
  await page.evaluate(() => localStorage.setItem('app.language', 'en'));
}

describe('the KYC wizard, steps 2 and 3', () => {
  it('asks for a service first when no product is given', async () => {
    await signInThroughApi(device.page, uniquePhoneNumber(), '/kyc/step2', 'en');
    await device.page.getByRole('heading', { name: 'Choose a service first' }).waitFor();
    await device.page.getByRole('link', { name: 'PayLater', exact: true }).waitFor();
  });

  it('keeps every typed field through a network cut and a reload at each step, then refuses to confirm without photos', async () => {
    const page = device.page;
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/step2?product=paylater', 'en');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Step 2: half typed online, the rest offline; "Next" fails and loses nothing.
    await page.getByLabel('Email address').fill('siti@example.co.id');
    await page.getByLabel('Mother’s maiden name').fill('Siti Aminah');
    await device.context.setOffline(true);
    await page.getByLabel('Latest education').selectOption({ label: 'Bachelor’s degree' });
    await page.getByLabel('Home ownership').selectOption('HOME_OWNER');
    await page.getByRole('button', { name: 'Next' }).click();
    await onlyTheOfflineNotice(page);
    expect(await value(page, 'Email address')).toBe('siti@example.co.id');
    await waitForWizardDraft(page, (draft) => draft.form.homeOwnership === 'HOME_OWNER');

    await device.context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(await value(page, 'Email address')).toBe('siti@example.co.id');
    expect(await value(page, 'Mother’s maiden name')).toBe('Siti Aminah');
    expect(await value(page, 'Latest education')).toBe('BACHELORS_OR_EQUIVALENT');
    expect(await value(page, 'Home ownership')).toBe('HOME_OWNER');
    await screenshot(page, 'kyc-step2-en');

    // A wrong value shows its message and keeps what was typed.
    await page.getByLabel('Mother’s maiden name').fill('Siti 4minah');
    await page.getByLabel('Mother’s maiden name').blur(); // a field's message shows once it is left
    await page.getByText('Use only letters, spaces, hyphens (-), apostrophes (’) and periods').waitFor();
    await page.getByLabel('Mother’s maiden name').fill('Siti Aminah');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Employment information' }).waitFor();
    expect(page.url()).toContain('/kyc/step3?product=paylater');

    // Step 3: a doctor's sector is filled by itself; the network drops half-way.
    await page.getByLabel('Occupation').selectOption({ label: 'Doctor' });
    expect(await value(page, 'Business sector you work in')).toBe('SLIK_SECTOR_851000');
    await page.getByLabel('Is your work internet-based?').selectOption('NOT_INTERNET_BASED');
    await device.context.setOffline(true);
    await page.getByLabel('Employer or company name').fill('RS Sehat Sentosa');
    await page.getByLabel('Work experience').selectOption('EXPERIENCE_GT2_LT3');
    await page.getByLabel('Average monthly income').selectOption('10000001');
    await page.getByLabel('I confirm that the data I entered is correct and matches my original documents.').check();
    await waitForWizardDraft(page, (draft) => draft.form.monthlyIncome === '10000001' && draft.confirmDataCorrect && draft.step === 3);
    await device.context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Employment information' }).waitFor();
    expect(await value(page, 'Occupation')).toBe('SLIK_OCCUPATION_009');
    expect(await value(page, 'Business sector you work in')).toBe('SLIK_SECTOR_851000');
    expect(await value(page, 'Is your work internet-based?')).toBe('NOT_INTERNET_BASED');
    expect(await value(page, 'Employer or company name')).toBe('RS Sehat Sentosa');
    expect(await value(page, 'Work experience')).toBe('EXPERIENCE_GT2_LT3');
    expect(await value(page, 'Average monthly income')).toBe('10000001');
    expect(await page.getByLabel('I confirm that the data I entered is correct and matches my original documents.').isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-step3-en');

    // The identity verification terms: read to the end, then ticked, before the submit is enabled.
    await expectTermsGating(
      page,
      'I have read and agree to the identity verification terms.',
      'Submit for verification',
      'Scroll to the end of the terms to be able to tick your agreement.',
    );

    // Both confirmations are required.
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    expect(await flashText(page)).toBe('Tick both confirmations to continue.');
    await page
      .getByLabel('I agree that my data is shared with the lending partner and the credit bureau (SLIK OJK) for the credit assessment.')
      .check();
    // Said beside the boxes until both are ticked (issue 37).
    expect(await page.getByText('Tick both confirmations to continue.').count()).toBe(0);

    // No photos yet: nothing is confirmed, the answers stay, the way to step 1 is offered.
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByRole('link', { name: 'Upload photos' }).waitFor();
    expect(await value(page, 'Employer or company name')).toBe('RS Sehat Sentosa');
    await inIndonesian(page, 'kyc-step3-id');

    // The checkpoint link (the home card's /kyc/step4) resumes at the step where the user stopped.
    await page.goto('/kyc/step4?product=paylater');
    await page.getByRole('heading', { name: 'Employment information' }).waitFor();
    expect(page.url()).toContain('entry_point=checkpoint');
  });

  it('restores the draft for that user and product only', async () => {
    const page = device.page;
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/step2?product=paylater', 'en');
    await page.getByLabel('Email address').fill('only-paylater@example.com');
    await waitForWizardDraft(page, (draft) => draft.form.emailAddress === 'only-paylater@example.com');
    await page.goto('/kyc/step2?product=gomodal');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(await value(page, 'Email address')).toBe('');
    await inIndonesian(page, 'kyc-step2-id');
  });
});
