import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { KYC_REJECTION_TYPES, type KycRejectionType } from '@domain/kyc/rejection';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { openInEnglish } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

beforeEach(async () => {
  await openInEnglish(device.page);
});

/** The sandbox reviewer, as a test plays it. */
async function decide(phone: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/kyc/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, ...body }),
  });
  if (!response.ok) throw new Error(`review: HTTP ${response.status} ${await response.text()}`);
}

/** English titles by type; the outright ones share "Application rejected". */
const TITLES: Record<KycRejectionType, string> = {
  PHOTO_MISMATCH: 'The face in your selfie doesn’t match your ID',
  DOCUMENT_UNREADABLE: 'Application rejected',
  USER_PROVIDED_DATA_MISMATCH: 'Your details don’t match your ID',
  BLUR_ID: 'Your ID photo is blurred',
  BROKEN_ID: 'Your ID card looks damaged',
  CROPPED_DOCUMENT: 'Your ID photo is cropped',
  DARK_ID: 'Your ID photo is too dark',
  FLASH_ID: 'Your ID photo has glare',
  INVALID_ID: 'Your ID card is not valid',
  BLUR_SELFIE: 'Your selfie is blurred',
  CROPPED_SELFIE: 'Your selfie is cropped',
  DARK_SELFIE: 'Your selfie is too dark',
  FLASH_SELFIE: 'Your selfie has glare',
  INVALID_SELFIE: 'Your selfie is not valid',
  BASIC_FIELDS_VALIDATION_FAILED: 'Application rejected',
  CDE_REJECT: 'Application rejected',
};
const IMAGES: Partial<Record<KycRejectionType, string>> = {
  DOCUMENT_UNREADABLE: 'reupload',
  USER_PROVIDED_DATA_MISMATCH: 'wrong-code',
  INVALID_ID: 'wrong-code',
  BASIC_FIELDS_VALIDATION_FAILED: 'wrong-code',
  CDE_REJECT: 'wrong-code',
};
const OUTRIGHT: readonly KycRejectionType[] = ['DOCUMENT_UNREADABLE', 'BASIC_FIELDS_VALIDATION_FAILED', 'CDE_REJECT'];

async function openProgress(page: Page, product = 'paylater'): Promise<void> {
  await page.goto(`/kyc/progress?product=${product}&retry_url=%2Fpaylater%2Fapply`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('review outcomes on /kyc/progress', () => {
  it('shows each rejection type its own screen, image and way out', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await signInThroughApi(page, phone, '/', 'en');
    for (const type of KYC_REJECTION_TYPES) {
      await decide(phone, { decision: 'REJECT', rejectionType: type });
      await openProgress(page);
      const screen = page.locator(`[data-rejection-type="${type}"]`);
      await screen.getByRole('heading', { name: TITLES[type] }).waitFor();
      expect(await screen.locator('svg').getAttribute('data-image'), type).toBe(IMAGES[type] ?? 'photo');
      expect(await page.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toContain('gopaylater');
      if (OUTRIGHT.includes(type)) {
        await page.getByRole('link', { name: 'Back to home' }).waitFor();
        expect(await page.getByRole('link', { name: /Retake photos|Correct my details/ }).count()).toBe(0);
      } else {
        const fix = page.getByRole('link', { name: type === 'USER_PROVIDED_DATA_MISMATCH' ? 'Correct my details' : 'Retake photos' });
        expect(await fix.getAttribute('href')).toBe(
          `/kyc/step${type === 'USER_PROVIDED_DATA_MISMATCH' ? 2 : 1}?product=paylater&entry_point=rejection`,
        );
        // The fix can wait: every rejection screen has a way home.
        expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      }
      if (['BLUR_ID', 'DOCUMENT_UNREADABLE', 'USER_PROVIDED_DATA_MISMATCH'].includes(type)) {
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `kyc-rejection-${type.toLowerCase()}-en`);
        await page.evaluate(() => localStorage.setItem('app.language', 'id'));
        await openProgress(page);
        await screenshot(page, `kyc-rejection-${type.toLowerCase()}-id`);
        await page.evaluate(() => localStorage.setItem('app.language', 'en'));
      }
    }
    // The fix button leads back into the wizard.
    await decide(phone, { decision: 'REJECT', rejectionType: 'UNREADABLE_DOCUMENT' });
    await openProgress(page);
    await page.getByRole('heading', { name: 'Application rejected' }).waitFor();
    await decide(phone, { decision: 'REJECT', rejectionType: 'DATA_MISMATCH' });
    await openProgress(page);
    await page.getByRole('link', { name: 'Correct my details' }).click();
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
  });

  it('shows no typed rejection screen for the instalment product', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await signInThroughApi(page, phone, '/', 'en');
    await decide(phone, { decision: 'REJECT', rejectionType: 'BLUR_ID' });
    await openProgress(page, 'cicilan');
    await page.getByRole('heading', { name: 'Application rejected' }).waitFor();
    expect(await page.getByText('Sorry, we could not verify your identity.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/paylater/apply');
  });

  it('shows the credit-decision rejection with its retry date, and the approval', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await signInThroughApi(page, phone, '/', 'en');
    await decide(phone, { decision: 'CREDIT_REJECT' });
    await openProgress(page);
    await page.getByRole('heading', { name: 'We can’t approve your application yet' }).waitFor();
    await page.getByText(/You can apply again from \d{2} \w{3} \d{4}\./).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'kyc-credit-rejection-en');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await openProgress(page);
    await page.getByText(/Anda bisa mengajukan lagi mulai/).waitFor();
    await screenshot(page, 'kyc-credit-rejection-id');
    await page.evaluate(() => localStorage.setItem('app.language', 'en'));

    await decide(phone, { decision: 'APPROVE' });
    await openProgress(page);
    await page.getByRole('heading', { name: 'Your identity is verified' }).waitFor();
    // Its own picture (not the "in review" magnifier), and on to signing rather than home.
    expect(await page.locator('main svg[data-image]').first().getAttribute('data-image')).toBe('verified');
    expect(await page.getByRole('link', { name: 'Sign the agreement' }).getAttribute('href')).toBe('/paylater/gopay-plus');
    await screenshot(page, 'kyc-approved-en');
  });
});
