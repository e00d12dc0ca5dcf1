import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { answerEmploymentStep } from './support/kyc';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

/** A sharp ID-card-like JPEG drawn in the page (a card of print on a plain table), as bytes. */
const DRAW_CARD = `async ({ width, height }) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#7a7a7a';
  context.fillRect(0, 0, width, height);
  const x0 = width * 0.15, y0 = height * 0.2, cardWidth = width * 0.7, cardHeight = height * 0.6;
  context.fillStyle = '#f0f0f0';
  context.fillRect(x0, y0, cardWidth, cardHeight);
  context.fillStyle = '#202020';
  for (let y = y0 + 30; y < y0 + cardHeight - 30; y += 36) {
    for (let x = x0 + 30; x < x0 + cardWidth - 30; x += 20) context.fillRect(x, y, 10, 14);
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}`;

async function cardPhoto(page: Page, name: string, width: number, height: number) {
  const base64 = await page.evaluate(`(${DRAW_CARD})(${JSON.stringify({ width, height })})`);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(String(base64), 'base64') };
}

async function upload(page: Page, title: string, photo: Awaited<ReturnType<typeof cardPhoto>>): Promise<void> {
  const tile = page.getByRole('region', { name: title });
  await tile.getByLabel('Choose from gallery').setInputFiles(photo);
  await tile.getByText('Uploaded').waitFor({ timeout: 30_000 });
}

describe('a whole KYC, from step 1 to the review', () => {
  it('uploads real JPEGs, fills steps 2 and 3, confirms, and shows the reviewer’s approval', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await signInThroughApi(page, phone, '/kyc/step1?product=paylater', 'en');
    await page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
    await upload(page, 'ID card (KTP)', await cardPhoto(page, 'ktp.jpg', 1600, 1200));
    await upload(page, 'Selfie with your ID card', await cardPhoto(page, 'selfie.jpg', 1200, 1600));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByLabel('Email address').fill('budi@example.com');
    await page.getByLabel('Mother’s maiden name').fill(' Sri Wahyuni ');
    await page.getByLabel('Latest education').selectOption('UPPER_SECONDARY_EDUCATION');
    await page.getByLabel('Home ownership').selectOption('NOT_HOME_OWNER');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Employment information' }).waitFor();
    await answerEmploymentStep(page);
    await page.getByLabel('I confirm that the data I entered is correct and matches my original documents.').check();
    await page
      .getByLabel('I agree that my data is shared with the lending partner and the credit bureau (SLIK OJK) for the credit assessment.')
      .check();
    await page.getByRole('button', { name: 'Submit for verification' }).click();

    await page.getByRole('heading', { name: 'We’re checking your details' }).waitFor();
    await screenshot(page, 'kyc-step4-en');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { name: 'Data Anda sedang diperiksa' }).waitFor();
    await screenshot(page, 'kyc-step4-id');
    await page.evaluate(() => localStorage.setItem('app.language', 'en'));

    const response = await fetch(`${baseUrl()}/sandbox/kyc/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: `+62${phone}`, decision: 'APPROVE' }),
    });
    expect(response.status).toBe(200);
    await page.goto('/kyc/progress?product=paylater');
    await page.getByRole('heading', { name: 'Your identity is verified' }).waitFor();
  });
});
