import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { latestCode } from './sandbox';

/** English labels of the sign-in screens (the tests run most flows in English). */
export const EN = {
  phone: 'Mobile number',
  sendCode: 'Send code',
  code: '6-digit code',
  verify: 'Verify',
  welcome: 'Welcome',
  logout: 'Log out',
};

export async function openInEnglish(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => localStorage.setItem('app.language', 'en'));
  await page.goto(path);
}

export async function requestCode(page: Page, phoneNumber: string): Promise<void> {
  await page.getByLabel(EN.phone).fill(phoneNumber);
  await page.getByRole('button', { name: EN.sendCode }).click();
  await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
}

export async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(EN.code).fill(code);
  await page.getByRole('button', { name: EN.verify }).click();
}

/** The whole phone + code sign-in, with the code read from the sandbox SMS inbox (at `sandboxBase`, the run's by default). */
export async function signIn(page: Page, phoneNumber: string, sandboxBase?: string): Promise<void> {
  await requestCode(page, phoneNumber);
  await submitCode(page, await latestCode(phoneNumber, '+62', sandboxBase));
  await page.getByRole('heading', { name: EN.welcome }).waitFor();
}

export async function flashText(page: Page): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await alert.first().waitFor();
  return (await alert.first().innerText()).replace('×', '').trim();
}

/** Only the last four digits of the number are visible (document 1): "+62 •••-••••-7890". */
export function expectMasked(text: string, phoneNumber: string): void {
  expect(text.replace(/\u00a0/g, ' ')).toContain(`+62 •••-••••-${phoneNumber.slice(-4)}`);
  expect(text).not.toContain(phoneNumber.slice(0, 6));
}
