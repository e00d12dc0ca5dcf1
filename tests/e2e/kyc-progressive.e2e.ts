import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, newPhoneContext, screenshot } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { signInThroughApi } from './support/session';
import { uniquePhoneNumber } from './support/sandbox';
import { flashText, openInEnglish } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });
const RIGHT = '1990-08-17'; // the sandbox wallet's default date of birth, as the date picker gives it
const WRONG = '1991-01-01';

beforeEach(async () => {
  await openInEnglish(device.page);
});

async function setWallet(phone: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/progressive-kyc/wallet-identity`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, ...body }),
  });
  if (!response.ok) throw new Error(`wallet identity: HTTP ${response.status}`);
}

async function startProgressive(page: Page): Promise<string> {
  const phone = uniquePhoneNumber();
  await signInThroughApi(page, phone, '/kyc/progressive?product=paylater', 'en');
  return phone;
}

async function consentAndContinue(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Verify with your GoPay Plus data' }).waitFor();
  await page.getByRole('checkbox', { name: /I agree that GoPay shares this data/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.getByRole('heading', { name: 'Confirm your date of birth' }).waitFor();
}

/**
 * The date input by what a screen reader announces ("Date of birth"): Playwright gives a date input the
 * textbox role. Not getByLabel with exact: that reads the label's whole text, the hidden " *" too.
 */
function dateOfBirthField(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** What a screen reader reads after the name: the texts aria-describedby points at. */
function accessibleDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function answer(page: Page, isoDate: string): Promise<void> {
  await dateOfBirthField(page, 'Date of birth').fill(isoDate);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** "Incorrect answer" stays under the date until the date is changed (issue 37): clearing it is acting on it. */
async function changeTheDate(page: Page): Promise<void> {
  await dateOfBirthField(page, 'Date of birth').fill('');
  expect(await page.getByRole('alert').filter({ hasText: 'Incorrect answer' }).count()).toBe(0);
}

describe('progressive KYC', () => {
  it('shows the masked wallet data, asks consent, refuses a malformed date, and accepts the right one', async () => {
    const page = device.page;
    const phone = await startProgressive(page);
    await page.getByRole('heading', { name: 'Verify with your GoPay Plus data' }).waitFor();
    const card = await page.locator('main').innerText();
    // The platform's masked number, shown in the app's one masked format.
    expect(card.replace(/\u00a0/g, ' ')).toContain(`+62 •••-••••-${phone.slice(-4)}`);
    expect(card).toContain('S*** W********');
    expect(card).toContain('**/**/****');
    expect(card).not.toContain('Wulandari');
    expect(await page.getByRole('button', { name: 'Agree and continue' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-progressive-consent-en');

    await consentAndContinue(page);
    expect(await page.locator('main').innerText()).toContain('Enter the date of birth of S*** W********');
    // The browser's date picker, bounded by the rule (1920 to today); a date after today is refused.
    const dateOfBirth = dateOfBirthField(page, 'Date of birth');
    expect(await dateOfBirth.getAttribute('type')).toBe('date');
    // The hint describes the control; once a date is chosen it spells it out (the picker's order is the browser's).
    expect(await accessibleDescription(dateOfBirth)).toBe('Pick it in the calendar, or type it in.');
    expect(await dateOfBirth.getAttribute('min')).toBe('1920-01-01');
    await dateOfBirth.fill('2999-01-01');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("Date doesn't match").waitFor();
    expect(await accessibleDescription(dateOfBirth)).toBe("Date doesn't match You chose 01 Jan 2999.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-progressive-challenge-en');

    await answer(page, RIGHT);
    await page.getByRole('status').filter({ hasText: 'Your identity is confirmed with GoPay. Just a few more details.' }).waitFor();
    await page.waitForURL(/\/kyc\/step2\?product=paylater$/);

    // The platform remembers: coming back goes straight on.
    await page.goto('/kyc/progressive?product=paylater');
    await page.waitForURL(/\/kyc\/step2\?product=paylater$/);
  });

  it('says a wrong answer is incorrect, keeps the challenge and what was typed, even after a reload', async () => {
    const page = device.page;
    await startProgressive(page);
    await consentAndContinue(page);
    await answer(page, WRONG);
    expect(await flashText(page)).toBe('Incorrect answer. Check the date of birth and try again.');
    await page.getByRole('heading', { name: 'Confirm your date of birth' }).waitFor();
    expect(await dateOfBirthField(page, 'Date of birth').inputValue()).toBe('1991-01-01');
    await screenshot(page, 'kyc-progressive-wrong-answer-en');

    await expect
      .poll(
        async () =>
          (await storedRecords<{ flow: string; value: { answer: string } }>(page, 'drafts')).find((d) => d.flow === 'progressive-kyc')
            ?.value.answer,
      )
      .toBe('01/01/1991'); // the platform's DD/MM/YYYY, as sent
    await page.reload();
    await page.getByRole('heading', { name: 'Confirm your date of birth' }).waitFor();
    expect(await dateOfBirthField(page, 'Date of birth').inputValue()).toBe('1991-01-01');
    // The same challenge is still open: the right answer passes on it.
    await answer(page, RIGHT);
    await page.waitForURL(/\/kyc\/step2\?product=paylater$/);
  });

  it('ends on the failed page without a message when attempts are exhausted, and on the quota page after three challenges', async () => {
    const page = device.page;
    await startProgressive(page);
    for (let round = 1; round <= 3; round += 1) {
      await consentAndContinue(page);
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        await answer(page, WRONG);
        expect(await flashText(page)).toBe('Incorrect answer. Check the date of birth and try again.');
        await changeTheDate(page);
      }
      await answer(page, WRONG);
      await page.getByRole('heading', { name: "We couldn't confirm your date of birth" }).waitFor();
      expect(page.url()).toMatch(/\/kyc\/progressive\/failed\?product=paylater&reason=attempts$/);
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
      if (round === 1) {
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, 'kyc-progressive-failed-attempts-en');
      }
      await page.getByRole('link', { name: 'Try again' }).click();
    }
    // A fourth challenge is over the day's quota.
    await page.getByRole('heading', { name: 'Verify with your GoPay Plus data' }).waitFor();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('heading', { name: 'Too many tries today' }).waitFor();
    expect(page.url()).toMatch(/reason=quota$/);
    await screenshot(page, 'kyc-progressive-failed-quota-en');
    await page.getByRole('link', { name: 'Verify with ID card photo instead' }).click();
    await page.waitForURL(/\/kyc\/step1\?product=paylater$/);
  });

  it('sends a user without GoPay Plus to the failed page, which offers the photos', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await setWallet(phone, { walletPlus: false });
    await signInThroughApi(page, phone, '/kyc/progressive?product=cicilan', 'en');
    await page.getByRole('heading', { name: "GoPay data can't be used" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-progressive-failed-ineligible-en');
    expect(await page.getByRole('link', { name: 'Verify with ID card photo instead' }).getAttribute('href')).toBe(
      '/kyc/step1?product=cicilan',
    );
  });

  it('speaks Indonesian', async () => {
    // An Indonesian phone (id-ID). The picker writes the date in the browser's own order (this Chromium's
    // MM/DD/YYYY even here): the hint spells the chosen date out in Indonesian.
    const context = await newPhoneContext(device.browser, 'id-ID', { serviceWorkers: 'block' });
    const page = await context.newPage();
    const phone = uniquePhoneNumber();
    await setWallet(phone, { name: 'Budi Santoso', dateOfBirth: '1985-02-28' });
    await signInThroughApi(page, phone, '/kyc/progressive?product=paylater', 'id');
    await page.getByRole('heading', { name: 'Verifikasi pakai data GoPay Plus' }).waitFor();
    await screenshot(page, 'kyc-progressive-consent-id');
    await page.getByRole('checkbox', { name: /Saya setuju/ }).check();
    await page.getByRole('button', { name: 'Setuju dan lanjut' }).click();
    await page.getByRole('heading', { name: 'Konfirmasi tanggal lahir Anda' }).waitFor();
    await page.getByText('Pilih di kalender, atau ketik langsung.').waitFor();
    await dateOfBirthField(page, 'Tanggal lahir').fill('1986-02-28');
    await page.getByText('Anda memilih 28 Feb 1986.').waitFor();
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    expect(await flashText(page)).toBe('Jawaban salah. Periksa tanggal lahir dan coba lagi.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-progressive-challenge-id');
    // Another date: "Jawaban salah" was about the one sent, and goes.
    await dateOfBirthField(page, 'Tanggal lahir').fill('1985-02-27');
    await page.getByText('Anda memilih 27 Feb 1985.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Jawaban salah' }).count()).toBe(0);
    for (const [reason, title] of [
      ['attempts', 'Tanggal lahir belum bisa dikonfirmasi'],
      ['quota', 'Terlalu banyak percobaan hari ini'],
      ['ineligible', 'Data GoPay tidak bisa dipakai'],
    ] as const) {
      await page.goto(`/kyc/progressive/failed?product=paylater&reason=${reason}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await screenshot(page, `kyc-progressive-failed-${reason}-id`);
    }
    await context.close();
  });
});
