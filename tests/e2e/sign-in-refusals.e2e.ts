/**
 * Issue 37, item 2: a refusal stays beside what it is about until the user acts. "Too many attempts"
 * stays under the send button with a live countdown of the platform's Retry-After, the button off
 * meanwhile; a wrong code's message stays under the code field, the code selected to be typed over,
 * until the code is edited. Indonesian first, English where the text is new.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { latestCode, requestCodeDirectly, uniquePhoneNumber } from './support/sandbox';
import { EN, openInEnglish } from './support/sign-in';

const device = phonePagePerTest('id-ID', { serviceWorkers: 'block' });

const ID = { phone: 'Nomor HP', sendCode: 'Kirim kode', code: 'Kode 6 digit', verify: 'Verifikasi', codeTitle: 'Masukkan kode' };

/** Longer than any message used to live (5 s): what stays now must still be there after it. */
const LONGER_THAN_A_FLASH_MS = 6_000;

async function openInIndonesian(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('app.language', 'id'));
  await page.goto('/');
}

/** The countdown in the refusal as seconds ("14:58" is 898). */
async function waitShown(page: Page): Promise<number> {
  const [minutes, seconds] = (await page.locator('.send-refusal [role="timer"]').innerText()).split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** A number that asked for five codes already (the platform's limit in 15 minutes). */
async function numberAtItsLimit(): Promise<string> {
  const phone = uniquePhoneNumber();
  for (let i = 0; i < 5; i += 1) expect(await requestCodeDirectly(phone)).toBe(200);
  return phone;
}

describe('"too many attempts" stays beside the send button with how long to wait', () => {
  it('counts down the wait, keeps the button off meanwhile, and goes when another number is typed', async () => {
    const { page } = device;
    const phone = await numberAtItsLimit();
    await openInIndonesian(page);
    await page.getByLabel(ID.phone).fill(phone);
    await page.getByRole('button', { name: ID.sendCode }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Terlalu banyak percobaan' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Terlalu banyak percobaan\. Anda bisa meminta kode lagi dalam 1[45]:\d\d\.$/);
    const first = await waitShown(page);
    expect(first).toBeGreaterThan(14 * 60);
    expect(await page.getByRole('button', { name: ID.sendCode }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: ID.sendCode }).getAttribute('aria-describedby')).toBe('sign-in-send-refusal');
    await screenshot(page, 'sign-in-too-many-id');

    await page.waitForTimeout(LONGER_THAN_A_FLASH_MS);
    expect(await refusal.isVisible()).toBe(true); // no waiting: it must be there now
    expect(await waitShown(page)).toBeLessThanOrEqual(first - 5);
    expect(await page.getByRole('button', { name: ID.sendCode }).isDisabled()).toBe(true);
    expect(await page.getByLabel(ID.phone).inputValue()).toBe(phone);

    // The limit is this number's: another number may ask at once.
    await page.getByLabel(ID.phone).fill(uniquePhoneNumber());
    expect(await refusal.count()).toBe(0);
    expect(await page.getByRole('button', { name: ID.sendCode }).isEnabled()).toBe(true);
    // Typing the limited number back: the wait is still running, and said so again.
    await page.getByLabel(ID.phone).fill(phone);
    await refusal.waitFor();
    expect(await page.getByRole('button', { name: ID.sendCode }).isDisabled()).toBe(true);
  });

  it('says it in English too', async () => {
    const { page } = device;
    const phone = await numberAtItsLimit();
    await openInEnglish(page);
    await page.getByLabel(EN.phone).fill(phone);
    await page.getByRole('button', { name: EN.sendCode }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Too many attempts\. You can ask for a code again in 1[45]:\d\d\.$/);
    expect(await page.getByRole('button', { name: EN.sendCode }).isDisabled()).toBe(true);
    await screenshot(page, 'sign-in-too-many-en');
  });
});

describe('a wrong code is said under the code field until the code is edited', () => {
  it('keeps the message, selects the wrong code so typing replaces it, and drops the message on the first key', async () => {
    const { page } = device;
    const phone = uniquePhoneNumber();
    await openInIndonesian(page);
    await page.getByLabel(ID.phone).fill(phone);
    await page.getByRole('button', { name: ID.sendCode }).click();
    await page.getByRole('heading', { name: ID.codeTitle }).waitFor();
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const field = page.getByLabel(ID.code);
    await field.fill(wrong);
    await page.getByRole('button', { name: ID.verify }).click();

    const message = page.getByRole('alert').filter({ hasText: 'Kode salah. Periksa kembali dan coba lagi.' });
    await message.waitFor();
    // Beside the field: it describes the field, which is marked invalid and holds the wrong code, selected.
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => field.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.selectionStart, input.selectionEnd]))
      .toEqual([true, 0, 6]);
    await screenshot(page, 'sign-in-wrong-code-id');

    await page.waitForTimeout(LONGER_THAN_A_FLASH_MS);
    expect(await message.isVisible()).toBe(true); // no waiting: it must be there now
    expect(await field.inputValue()).toBe(wrong);

    // The first digit typed replaces the wrong code, and the message about it goes.
    await page.keyboard.type(right.slice(0, 1));
    expect(await field.inputValue()).toBe(right.slice(0, 1));
    expect(await message.count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.type(right.slice(1));
    await page.getByRole('button', { name: ID.verify }).click();
    await page.getByRole('heading', { name: 'Selamat datang' }).waitFor();
  });

  it('says it in English too', async () => {
    const { page } = device;
    const phone = uniquePhoneNumber();
    await openInEnglish(page);
    await page.getByLabel(EN.phone).fill(phone);
    await page.getByRole('button', { name: EN.sendCode }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    const right = await latestCode(phone);
    await page.getByLabel(EN.code).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: EN.verify }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong code. Please check it and try again.' }).waitFor();
    await screenshot(page, 'sign-in-wrong-code-en');
  });
});
