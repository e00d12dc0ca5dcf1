import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { flashText, openInEnglish } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

beforeEach(async () => {
  await openInEnglish(device.page);
});

async function setBureau(phone: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/slik/bureau-record`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, ...body }),
  });
  if (!response.ok) throw new Error(`bureau record: HTTP ${response.status}`);
}

async function openSlik(page: Page, phone: string): Promise<void> {
  await signInThroughApi(page, phone, '/kyc/slik?product=paylater', 'en');
  await page.getByRole('heading', { name: 'A few questions for the credit bureau' }).waitFor();
}

/** A control by its accessible name (the red asterisk is hidden from it). */
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

async function fillTheRest(page: Page): Promise<void> {
  await field(page, "Employer's business sector").selectOption('SLIK_SECTOR_601000');
  await field(page, 'Average monthly income').selectOption('5750000');
  await field(page, 'Work experience').selectOption('EXPERIENCE_GT1_LT2');
  await field(page, 'Home ownership').selectOption('HOME_OWNER');
  await field(page, "Mother's maiden name").fill('Siti Aminah');
  await field(page, 'Email').fill('sari@example.co.id');
}

describe('the SLIK questionnaire', () => {
  it("prefills the bureau's values (not 'dummy'), posts the answers, and the platform keeps them", async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await setBureau(phone, {
      values: {
        fieldOfOccupation: 'SLIK_OCCUPATION_001',
        employer: 'PT Bureau Nusantara',
        latestEducation: 'BACHELORS_OR_EQUIVALENT',
        emailAddress: 'dummy',
        motherMaidenName: 'dummy',
      },
    });
    await openSlik(page, phone);
    await expect.poll(() => field(page, 'Employer name').inputValue()).toBe('PT Bureau Nusantara');
    expect(await field(page, 'Occupation').inputValue()).toBe('SLIK_OCCUPATION_001');
    expect(await field(page, 'Latest education').inputValue()).toBe('BACHELORS_OR_EQUIVALENT');
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, "Mother's maiden name").inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'slik-questionnaire-en');

    await page.getByRole('button', { name: 'Send answers' }).click();
    expect(await flashText(page)).toBe('Please fill in every field marked *.');

    await fillTheRest(page);
    // Beside the button until the form was edited (issue 37).
    expect(await page.getByText('Please fill in every field marked *.').count()).toBe(0);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you, your answers were sent.' }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);

    // The draft is gone; what comes back now is what the platform stored.
    await page.goto('/kyc/slik?product=paylater');
    await expect.poll(() => field(page, "Mother's maiden name").inputValue()).toBe('Siti Aminah');
    expect(await field(page, 'Email').inputValue()).toBe('sari@example.co.id');
    expect(await field(page, 'Work experience').inputValue()).toBe('EXPERIENCE_GT1_LT2');
    expect(await page.getByText('We brought back what you typed earlier.').count()).toBe(0);
  });

  it('ignores the 400 when there is nothing to prefill, and keeps what was typed across a reload', async () => {
    const page = device.page;
    await openSlik(page, uniquePhoneNumber());
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    await field(page, 'Occupation').selectOption('SLIK_OCCUPATION_009');
    // A doctor's sector follows from the occupation.
    expect(await field(page, "Employer's business sector").inputValue()).toBe('SLIK_SECTOR_851000');
    await field(page, 'Employer name').fill('RS Harapan');
    await field(page, "Mother's maiden name").fill('Dewi Lestari');
    await expect
      .poll(
        async () =>
          (await storedRecords<{ flow: string; value: { motherMaidenName: string } }>(page, 'drafts')).find((d) => d.flow === 'slik')?.value
            .motherMaidenName,
      )
      .toBe('Dewi Lestari');

    await page.reload();
    await page.getByText('We brought back what you typed earlier.').waitFor();
    expect(await field(page, 'Occupation').inputValue()).toBe('SLIK_OCCUPATION_009');
    expect(await field(page, "Employer's business sector").inputValue()).toBe('SLIK_SECTOR_851000');
    expect(await field(page, 'Employer name').inputValue()).toBe('RS Harapan');
    expect(await field(page, "Mother's maiden name").inputValue()).toBe('Dewi Lestari');
  });

  it("shows the platform's message when success is not true, and keeps the form", async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await setBureau(phone, {
      values: { fieldOfOccupation: 'SLIK_OCCUPATION_002', employer: 'DPR RI', latestEducation: 'OTHER' },
      rejectWith: "The mother's maiden name does not match the ID card.",
    });
    await openSlik(page, phone);
    await expect.poll(() => field(page, 'Employer name').inputValue()).toBe('DPR RI');
    await fillTheRest(page);
    await page.getByRole('button', { name: 'Send answers' }).click();
    expect(await flashText(page)).toBe("The mother's maiden name does not match the ID card.");
    expect(page.url()).toContain('/kyc/slik');
    expect(await field(page, "Mother's maiden name").inputValue()).toBe('Siti Aminah');
  });

  it('speaks Indonesian', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await setBureau(phone, { values: { employer: 'PT Bureau Nusantara', latestEducation: 'BACHELORS_OR_EQUIVALENT' } });
    await signInThroughApi(page, phone, '/', 'en');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.goto('/kyc/slik?product=paylater');
    await page.getByRole('heading', { name: 'Beberapa pertanyaan untuk biro kredit' }).waitFor();
    await expect.poll(() => field(page, 'Nama tempat kerja').inputValue()).toBe('PT Bureau Nusantara');
    await page.getByRole('button', { name: 'Kirim jawaban' }).click();
    expect(await flashText(page)).toBe('Lengkapi semua kolom bertanda *.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'slik-questionnaire-id');
  });
});
