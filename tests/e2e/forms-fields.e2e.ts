import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { LENDER_EN, chooseRegions } from './support/lender';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

/** The label of the focused control, as a screen reader would announce it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent?.replace('*', '').trim() ?? active?.tagName ?? '';
  });

const inViewport = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('forms say which field is wrong', () => {
  it('lender step 1: continue on empty fields marks each, focuses the first and counts them; amounts group; regions at four levels', async () => {
    const { page } = device;
    await signInThroughApi(page, uniquePhoneNumber(), '/lender/step1', 'en');
    await page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
    // Typing never scolds: no message while a field is being filled in.
    await page.getByLabel('Legal entity name').pressSequentially('PT', { delay: 20 });
    expect(await page.locator('.field__error').count()).toBe(0);
    await page.getByLabel('Legal entity name').fill('');

    await page.getByRole('button', { name: LENDER_EN.continue }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: LENDER_EN.continue }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Legal entity name');
    expect(await inViewport(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/lender/step1');
    // Every required field of the step (17, the licence number is optional) has its own message.
    expect(await page.locator('[aria-invalid="true"]:not([type="radio"])').count()).toBe(16);
    expect(await page.locator('input[type="radio"][aria-invalid="true"]').count()).toBe(2);
    expect(await page.getByText('Fill this in', { exact: true }).count()).toBe(17);
    expect(await page.getByRole('status').filter({ hasText: '17 fields still need your attention' }).count()).toBe(1);
    const name = page.getByLabel('Legal entity name');
    const errorId = ((await name.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe('Fill this in');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'forms-lender-step1-refused-en');

    // An amount is grouped as it is typed; the draft keeps the plain number.
    const assets = page.getByLabel('Total assets');
    await assets.pressSequentially('1000000', { delay: 20 });
    expect(await assets.inputValue()).toBe('1.000.000');
    await assets.press('ArrowLeft');
    await assets.press('ArrowLeft');
    await assets.press('ArrowLeft');
    await assets.press('ArrowLeft');
    await assets.press('Backspace');
    expect(await assets.inputValue()).toBe('100.000');

    // The date picker's value.
    await page.getByLabel('Date of incorporation').fill('2015-06-30');
    expect(await page.getByLabel('Date of incorporation').inputValue()).toBe('2015-06-30');

    // The four region levels, each offering what lies in the one above.
    await chooseRegions(page, ['Jawa Barat', 'Kota Bandung', 'Coblong', 'Dago']);
    expect(await page.getByLabel('Village').inputValue()).toBe('Dago');
    await page.getByLabel('Province').selectOption({ label: 'Bali' });
    expect(await page.getByLabel('City/Regency').inputValue()).toBe('');
    await chooseRegions(page, ['Bali', 'Kota Denpasar', 'Denpasar Selatan', 'Sanur']);
    await page.getByLabel('Village').scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-lender-regions-en');

    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { name: 'Informasi badan hukum' }).waitFor();
    // The draft and the province's region file arrive after the heading: the village is filled once both are in.
    await expect.poll(() => page.getByLabel('Kelurahan/Desa').inputValue()).toBe('Sanur');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Nama badan hukum');
    await page.getByText('Wajib diisi', { exact: true }).first().waitFor();
    expect(await page.getByLabel('Total aset').inputValue()).toBe('100.000');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'forms-lender-step1-refused-id');
  });

  it('KYC step 2: an empty required field is marked after Next, and the first one focused', async () => {
    const { page } = device;
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/step2?product=paylater', 'en');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByLabel('Email address').fill('siti@example.co.id');
    await page.getByLabel('Mother’s maiden name').fill('Siti Aminah');
    await page.getByLabel('Latest education').selectOption({ label: 'Bachelor’s degree' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Home ownership');
    expect(await page.getByLabel('Home ownership').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Fill this in', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: '1 field still needs your attention' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/kyc/step2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'forms-kyc-step2-refused-en');
  });
});
