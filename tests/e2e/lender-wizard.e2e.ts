import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { storedRecords } from './support/indexeddb';
import {
  LENDER_EN,
  VALID_LENDER,
  chooseBank,
  fillLenderStep1,
  fillLenderStep2,
  fillLenderStep3,
  fillLenderStepsOneToThree,
} from './support/lender';
import { phonePagePerTest } from './support/phone-page';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import type { LenderApplication } from '@domain/contract/lender';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

beforeEach(async () => {
  await signInThroughApi(device.page, uniquePhoneNumber(), '/', 'en');
});

interface LenderDraftRecord {
  flow: string;
  value: Record<string, unknown>;
}

/** Resolves once the lender draft in IndexedDB passes `test` (saved ~300 ms after a change). */
async function waitForDraft(page: Page, test: (value: Record<string, unknown>) => boolean): Promise<void> {
  await expect
    .poll(
      async () =>
        (await storedRecords<LenderDraftRecord>(page, 'drafts')).some((draft) => draft.flow === 'lender-application' && test(draft.value)),
      { timeout: 10_000 },
    )
    .toBe(true);
}

const continueButton = (page: Page) => page.getByRole('button', { name: LENDER_EN.continue });
const progress = async (page: Page) => page.getByRole('progressbar').getAttribute('aria-valuenow');

async function inLanguage(page: Page, language: 'id' | 'en'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('app.language', value), language);
  await page.reload();
}

async function expectError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.blur();
  // After a reload the draft (and with it the error) arrives a moment after the field.
  const errorIdOf = async () => ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  await expect.poll(errorIdOf, { message: `${label} has no error`, timeout: 5_000 }).toBeTruthy();
  const errorId = await errorIdOf();
  expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe(message);
}

describe('lender wizard', () => {
  it('goes from /lender through steps 1 to 3 to step 4 with 20/40/60 % progress; the ways out go home', async () => {
    const page = device.page;
    await page.goto('/lender');
    await page.waitForURL('**/lender/step1');
    await page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
    expect(await progress(page)).toBe('20');
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/lender/step1');
    await fillLenderStep1(page);
    expect(await continueButton(page).isEnabled()).toBe(true);
    await continueButton(page).click();
    await page.getByRole('heading', { name: LENDER_EN.step2 }).waitFor();
    expect(await progress(page)).toBe('40');
    await fillLenderStep2(page);
    await continueButton(page).click();
    await page.getByRole('heading', { name: LENDER_EN.step3 }).waitFor();
    expect(await progress(page)).toBe('60');
    await fillLenderStep3(page);
    await continueButton(page).click();
    await page.waitForURL('**/lender/step4');

    // Step 2's back arrow replaces the route with `/`.
    await page.goto('/lender/step2');
    await page.getByRole('heading', { name: LENDER_EN.step2 }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows every step in both languages (screenshots), without serious accessibility problems', async () => {
    const page = device.page;
    await page.goto('/lender/step1');
    await fillLenderStep1(page);
    await continueButton(page).click();
    await fillLenderStep2(page);
    await continueButton(page).click();
    await page.getByRole('heading', { name: LENDER_EN.step3 }).waitFor();
    await page.getByRole('combobox', { name: 'Bank' }).fill('syariah');
    await screenshot(page, 'lender-step3-bank-search-en');
    await page.getByRole('combobox', { name: 'Bank' }).press('Escape');
    await fillLenderStep3(page);
    await waitForDraft(page, (value) => value.dataConfirmed === true);
    for (const language of ['en', 'id'] as const) {
      await inLanguage(page, language);
      for (const step of [1, 2, 3] as const) {
        await page.goto(`/lender/step${step}`);
        await page.locator('h1').waitFor();
        expect(await seriousAxeViolations(page), `step ${step} ${language}`).toEqual([]);
        await screenshot(page, `lender-step${step}-${language}`);
      }
      await page.goto('/lender/step5');
      await page.getByRole('heading', { name: language === 'en' ? LENDER_EN.step5 : 'Pendaftaran sedang ditinjau' }).waitFor();
      expect(await progress(page)).toBe('100');
      await screenshot(page, `lender-step5-${language}`);
    }
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('step 1: bad input gets its message and Continue stays on the step', async () => {
    const page = device.page;
    await page.goto('/lender/step1');
    await fillLenderStep1(page);
    await page.getByLabel('Legal entity name').fill('PT');
    await expectError(page, 'Legal entity name', 'Enter at least 3 characters');
    await page.getByLabel('Legal entity name').fill(VALID_LENDER.legalEntityName);
    await page.getByLabel('Business licence number').fill('12');
    await expectError(page, 'Business licence number', 'Enter at least 3 characters');
    await page.getByLabel('Business licence number').fill('');
    await page.getByLabel('Date of incorporation').fill('1919-12-31');
    await expectError(page, 'Date of incorporation', 'Enter a valid date, from 01/01/1920 to today');
    await page.getByLabel('Date of incorporation').fill(VALID_LENDER.dateOfIncorporation);
    // The picker shows the browser's order; the app spells the date out in its own language.
    await page.getByText('You chose 30 Jun 2015.').waitFor();
    // A lone 0 is no amount: the grouped field keeps nothing, and asks for one.
    await page.getByLabel('Total assets').fill('0');
    expect(await page.getByLabel('Total assets').inputValue()).toBe('');
    await expectError(page, 'Total assets', 'Fill this in');
    await page.getByLabel('Total assets').fill('abc');
    expect(await page.getByLabel('Total assets').inputValue()).toBe('');
    await page.getByLabel('Total assets').fill(VALID_LENDER.totalAssets);
    // Ten digits are hard to read: the field groups them as they are typed.
    expect(await page.getByLabel('Total assets').inputValue()).toBe('5.000.000.000');
    await page.getByLabel('Postal code').fill('1219');
    await expectError(page, 'Postal code', 'The postal code must be 5 digits');
    await continueButton(page).click();
    expect(new URL(page.url()).pathname).toBe('/lender/step1');
    await screenshot(page, 'lender-step1-invalid-en');

    await inLanguage(page, 'id');
    await expectError(page, 'Kode pos', 'Kode pos harus 5 digit angka');
    await page.getByLabel('Tanggal pendirian').fill('1919-12-31');
    await expectError(page, 'Tanggal pendirian', 'Masukkan tanggal lahir yang benar');
    await screenshot(page, 'lender-step1-invalid-id');
  });

  it('step 2: bad input gets its message and Continue stays on the step', async () => {
    const page = device.page;
    await page.goto('/lender/step1');
    await fillLenderStep1(page);
    await continueButton(page).click();
    await fillLenderStep2(page);
    await page.getByLabel('National ID number (NIK)').fill('317123456789000');
    await expectError(page, 'National ID number (NIK)', 'The NIK must have 16 digits');
    await page.getByLabel('Full name as on the ID card').fill('Budi 2');
    await expectError(page, 'Full name as on the ID card', "Only letters, spaces, hyphens (-), apostrophes (') and dots");
    await page.getByLabel('Place of birth').fill('Bandung#1');
    await expectError(page, 'Place of birth', 'No digits or special characters');
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await expectError(page, 'Date of birth', 'Enter a valid date, from 01/01/1920 to today');
    await screenshot(page, 'lender-step2-invalid-en');
    await inLanguage(page, 'id');
    await expectError(page, 'NIK', 'NIK harus terdiri dari 16 digit');
    await screenshot(page, 'lender-step2-invalid-id');
  });

  it('step 3: bad input gets its message; Continue waits for a bank and the confirmation', async () => {
    const page = device.page;
    await fillLenderStepsOneToThree(page);
    await page.goto('/lender/step3');
    await page.getByRole('heading', { name: LENDER_EN.step3 }).waitFor();
    expect(await continueButton(page).isEnabled()).toBe(true);
    await page.getByLabel('Email').fill('siti@maju');
    await expectError(page, 'Email', 'Not a valid email address');
    // Written as Indonesians write it (0812…) is fine; too few digits is not.
    await page.getByLabel('Mobile number').fill('0812 345');
    await expectError(page, 'Mobile number', 'Enter a valid mobile number, for example 0812-3456-7890');
    await page.getByLabel('Account holder name').fill('AB');
    await expectError(page, 'Account holder name', 'Enter at least 3 characters');
    await screenshot(page, 'lender-step3-invalid-en');
    await page.getByLabel('Email').fill(VALID_LENDER.email);
    await page.getByLabel('Mobile number').fill(VALID_LENDER.phone);
    await page.getByLabel('Account holder name').fill(VALID_LENDER.accountName);
    await page.getByLabel(LENDER_EN.confirm).uncheck();
    await continueButton(page).click();
    await page.getByText('Tick this to confirm your data before continuing').waitFor();
    await page.getByLabel(LENDER_EN.confirm).check();
    // The bank is searched by code too, and chosen from the keyboard.
    const bank = page.getByRole('combobox', { name: 'Bank' });
    await bank.fill('451');
    await bank.press('ArrowDown');
    await bank.press('Enter');
    expect(await bank.inputValue()).toBe('451 · Bank Syariah Indonesia (BSI)');
    await bank.fill('no such bank');
    await page.getByText('No bank matches. Try another word.').waitFor();
    await bank.press('Escape');
    expect(await bank.inputValue()).toBe('451 · Bank Syariah Indonesia (BSI)');
    await inLanguage(page, 'id');
    await page.getByLabel('Email').fill('bukan email');
    await expectError(page, 'Email', 'Bukan alamat email yang valid');
    await screenshot(page, 'lender-step3-invalid-id');
  });

  it('restores the draft after a reload and after the tab was closed, at every step', async () => {
    const page = device.page;
    await page.goto('/lender/step1');
    await page.getByLabel('Legal entity name').fill(VALID_LENDER.legalEntityName);
    await page.getByLabel('Business sector').selectOption('TRADE');
    await waitForDraft(page, (value) => value.legalEntityName === VALID_LENDER.legalEntityName && value.sector === 'TRADE');
    await page.reload();
    expect(await page.getByLabel('Legal entity name').inputValue()).toBe(VALID_LENDER.legalEntityName);
    expect(await page.getByLabel('Business sector').inputValue()).toBe('TRADE');

    await fillLenderStep1(page);
    await continueButton(page).click();
    await page.getByLabel('Full name as on the ID card').fill(VALID_LENDER.directorName);
    await waitForDraft(page, (value) => value.directorFullName === VALID_LENDER.directorName);
    await page.reload();
    await page.getByRole('heading', { name: LENDER_EN.step2 }).waitFor();
    expect(await page.getByLabel('Full name as on the ID card').inputValue()).toBe(VALID_LENDER.directorName);

    await fillLenderStep2(page);
    await continueButton(page).click();
    await page.getByLabel('Email').fill(VALID_LENDER.email);
    await chooseBank(page, 'mandiri', '008 · Bank Mandiri');
    await waitForDraft(page, (value) => value.bankAccountBankCode === '008' && value.authorizedRepresentativeEmail === VALID_LENDER.email);

    // The tab is closed; a new one opened on /lender resumes at step 3 with everything there.
    await page.close();
    const again = await device.context.newPage();
    await again.goto('/lender');
    await again.waitForURL('**/lender/step3');
    expect(await again.getByLabel('Email').inputValue()).toBe(VALID_LENDER.email);
    expect(await again.getByRole('combobox', { name: 'Bank' }).inputValue()).toBe('008 · Bank Mandiri');
    await again.goto('/lender/step1');
    expect(await again.getByLabel('Total assets').inputValue()).toBe('5.000.000.000');
    expect(await again.getByLabel('Yes, internet based').isChecked()).toBe(true);
    await again.goto('/lender/step2');
    expect(await again.getByLabel('Date of birth').inputValue()).toBe(VALID_LENDER.directorDateOfBirth);
    expect(await again.getByLabel('Marital status').inputValue()).toBe('MARRIED');
  });

  it('submits from the review after step 4 once the nine documents are stored: dates as YYYY-MM-DD, the draft gone, step 5 shown', async () => {
    const page = device.page;
    await fillLenderStepsOneToThree(page);
    const pdf = { name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
    // The nine tiles' own inputs (the pick of several at once is the tenth).
    const inputs = page.locator('input[type="file"]:not([multiple])');
    await expect.poll(() => inputs.count(), { timeout: 10_000 }).toBe(9);
    for (let index = 0; index < 9; index += 1) await inputs.nth(index).setInputFiles(pdf);
    // Continue is never dead (pressed early it marks what is missing): press it once all nine say so.
    await page.getByText('9 of 9 documents uploaded').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: LENDER_EN.continue }).click();
    await page.getByRole('heading', { name: LENDER_EN.review }).waitFor();
    await page.getByRole('button', { name: LENDER_EN.submit }).click();
    await page.getByRole('heading', { name: LENDER_EN.step5 }).waitFor();
    const [newest] = await sandboxGet<Array<{ application: LenderApplication }>>('/sandbox/lender/applications');
    expect(newest?.application.director.dateOfBirth).toBe('1975-03-05');
    expect(newest?.application.legalEntityInformation.identification.dateOfIncorporation).toBe('2015-06-30');
    expect(newest?.application.authorizedRepresentative.fullName).toBe(VALID_LENDER.representativeName);
    expect(newest?.application.documents).toHaveLength(9);
    await expect
      .poll(
        async () => (await storedRecords<LenderDraftRecord>(page, 'drafts')).filter((draft) => draft.flow === 'lender-application').length,
      )
      .toBe(0);
    // Back on /lender, an account that has applied sees the review page, not an empty form.
    await page.goto('/lender');
    await page.waitForURL('**/lender/step5');
  });

  it('a deep link past an unfinished step lands on the first unfinished one', async () => {
    const page = device.page;
    await page.goto('/lender/step3');
    await page.waitForURL('**/lender/step1');
    await page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
  });
});
