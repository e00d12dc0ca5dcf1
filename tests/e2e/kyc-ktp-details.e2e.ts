import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { onlyTheOfflineNotice } from './support/kyc';
import { seriousAxeViolations } from './support/axe';
import { newPhoneContext, screenshot } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { flashText, openInEnglish } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

beforeEach(async () => {
  await openInEnglish(device.page);
});

const LABEL = {
  name: 'Full name as on the ID card',
  place: 'Place of birth',
  date: 'Date of birth',
  nik: 'NIK (national ID number)',
};
const TITLE = 'Confirm your ID card details';
const CONFIRM = 'Confirm details';

/** A NIK no other test has used (the platform allows one NIK per account). */
const uniqueNik = (): string => `3174${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

interface KtpDraftRecord {
  flow: string;
  product: string;
  value: { form: Record<string, string> };
}

const ktpDrafts = async (page: Page): Promise<KtpDraftRecord[]> =>
  (await storedRecords<KtpDraftRecord>(page, 'drafts')).filter((draft) => draft.flow === 'kyc-ktp-details' && draft.product === 'paylater');

const value = (page: Page, label: string): Promise<string> => page.getByLabel(label).inputValue();

async function fillCard(page: Page, nik: string): Promise<void> {
  await page.getByLabel(LABEL.name).fill('Siti Wulandari');
  await page.getByLabel(LABEL.place).fill('Bandung');
  await page.getByLabel(LABEL.date).fill('1990-07-14');
  await page.getByLabel(LABEL.nik).fill(nik);
}

async function screenshotInIndonesian(page: Page, name: string, heading: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('app.language', 'id'));
  await page.reload();
  await page.getByRole('heading', { name: heading }).waitFor();
  await screenshot(page, name);
  await page.evaluate(() => localStorage.setItem('app.language', 'en'));
  await page.reload();
}

describe('/kyc/ktp-details: confirming the ID card details', () => {
  it('asks for a service first when no product is given', async () => {
    await signInThroughApi(device.page, uniquePhoneNumber(), '/kyc/ktp-details', 'en');
    await device.page.getByRole('heading', { name: 'Choose a service first' }).waitFor();
  });

  it('keeps every typed field through a network cut and a reload, explains bad input, then confirms, goes on to step 2 and shows the details back masked', async () => {
    const page = device.page;
    const nik = uniqueNik();
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/ktp-details?product=paylater', 'en');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Half typed online, the rest offline; confirming fails and loses nothing.
    await page.getByLabel(LABEL.name).fill('Siti Wulandari');
    await page.getByLabel(LABEL.place).fill('Bandung');
    await device.context.setOffline(true);
    await page.getByLabel(LABEL.date).fill('1990-07-14');
    await page.getByLabel(LABEL.nik).fill(nik);
    await page.getByRole('button', { name: CONFIRM }).click();
    await onlyTheOfflineNotice(page);
    expect(await value(page, LABEL.nik)).toBe(nik);
    await expect.poll(async () => (await ktpDrafts(page)).some((draft) => draft.value.form.nik === nik), { timeout: 10_000 }).toBe(true);

    await device.context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await value(page, LABEL.name)).toBe('Siti Wulandari');
    expect(await value(page, LABEL.place)).toBe('Bandung');
    expect(await value(page, LABEL.date)).toBe('1990-07-14');
    expect(await value(page, LABEL.nik)).toBe(nik);
    await screenshot(page, 'kyc-ktp-details-en');
    await screenshotInIndonesian(page, 'kyc-ktp-details-id', 'Konfirmasi data KTP Anda');

    // Each wrong value says what is wrong once the field is left; the first wrong field takes focus;
    // nothing is cleared.
    const fillAndLeave = async (label: string, typed: string): Promise<void> => {
      await page.getByLabel(label).fill(typed);
      await page.getByLabel(label).blur();
    };
    await fillAndLeave(LABEL.nik, '31740112345');
    await page.getByText('The NIK must have 16 digits').waitFor();
    await fillAndLeave(LABEL.name, 'S1ti Wulandari');
    await page.getByText('Use only letters, spaces, hyphens (-), apostrophes (’) and periods').waitFor();
    await fillAndLeave(LABEL.place, 'Bandung!');
    await page.getByText('Special characters are not allowed').waitFor();
    await fillAndLeave(LABEL.date, '1919-12-31');
    await page.getByText('The date cannot be before 1920-01-01').waitFor();
    await page.getByRole('button', { name: CONFIRM }).click();
    // Continue refused: the count beside the button (a live region), and the first wrong field focused.
    await page.getByText('4 fields still need your attention: see the messages in red.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kyc-ktp-nameOnId');
    expect(await value(page, LABEL.place)).toBe('Bandung!');
    await screenshot(page, 'kyc-ktp-details-errors-en');

    await fillCard(page, nik);
    // Every field right: the count of fields left goes.
    await page.getByText('fields still need your attention', { exact: false }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/kyc/step2?product=paylater');
    await page.getByText('ID card details confirmed.').waitFor();
    // The platform holds the details now: the draft with the NIK is gone from this device.
    await expect.poll(async () => (await ktpDrafts(page)).length, { timeout: 10_000 }).toBe(0);

    // Step 2's back link returns to step 1.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/kyc\/step1\?product=paylater$/);

    // Coming back: the platform's copy is shown masked; the form starts empty.
    await page.goto('/kyc/ktp-details?product=paylater');
    const notice = page.getByRole('status').filter({ hasText: 'You confirmed these details on' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('S*** W********');
    expect(text).toContain('Ba*****');
    expect(text).toContain('**/**/****');
    expect(text).toContain(`${nik.slice(0, 4)}**********${nik.slice(-2)}`);
    expect(text).not.toContain(nik);
    expect(await value(page, LABEL.nik)).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-ktp-details-confirmed-en');
    await screenshotInIndonesian(page, 'kyc-ktp-details-confirmed-id', 'Konfirmasi data KTP Anda');

    // Its own back link goes to step 1 (the photo of the same card).
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/kyc\/step1\?product=paylater$/);
  });

  it('refuses a NIK another account confirmed, in the user’s language, keeping what was typed', async () => {
    const nik = uniqueNik();
    // Another person confirms the NIK first, in their own browser.
    const other = await newPhoneContext(device.browser, 'en-US', { serviceWorkers: 'block' });
    try {
      const otherPage = await other.newPage();
      await signInThroughApi(otherPage, uniquePhoneNumber(), '/kyc/ktp-details?product=cicilan', 'en');
      await otherPage.getByRole('heading', { name: TITLE }).waitFor();
      await fillCard(otherPage, nik);
      await otherPage.getByRole('button', { name: CONFIRM }).click();
      await otherPage.getByRole('heading', { name: 'Personal information' }).waitFor();
    } finally {
      await other.close();
    }

    const page = device.page;
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/ktp-details?product=paylater', 'en');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await fillCard(page, nik);
    await page.getByRole('button', { name: CONFIRM }).click();
    expect(await flashText(page)).toBe('This NIK is already registered to another account. One ID card can be used for one account only.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kyc-ktp-nik');
    expect(await value(page, LABEL.nik)).toBe(nik);
    expect(await value(page, LABEL.name)).toBe('Siti Wulandari');
    expect(page.url()).toContain('/kyc/ktp-details?product=paylater');

    // In Indonesian (the default language) the same refusal reads in Indonesian; the draft kept everything.
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { name: 'Konfirmasi data KTP Anda' }).waitFor();
    expect(await page.getByLabel('NIK (Nomor Induk Kependudukan)').inputValue()).toBe(nik);
    await page.getByRole('button', { name: 'Konfirmasi data' }).click();
    expect(await flashText(page)).toBe('NIK ini sudah terdaftar di akun lain. Satu KTP hanya bisa dipakai untuk satu akun.');
    await screenshot(page, 'kyc-ktp-details-nik-in-use-id');
  });
});
