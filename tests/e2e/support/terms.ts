import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Terms read to the end (their box scrolled to its last line), then the agree tick ticked. */
export async function readTermsAndAgree(page: Page, agreeLabel: string | RegExp): Promise<void> {
  await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
  await page.getByRole('checkbox', { name: agreeLabel }).check();
}

/**
 * The terms' gating as a user meets it: before the end was on screen the tick is disabled and says
 * why (its description), and the button too; scrolled to the end the tick is enabled; ticked, the
 * button is.
 */
export async function expectTermsGating(page: Page, agreeLabel: string | RegExp, button: string, scrollHint: string): Promise<void> {
  const tick = page.getByRole('checkbox', { name: agreeLabel });
  const go = page.getByRole('button', { name: button, exact: true });
  await tick.waitFor();
  expect(await tick.isDisabled()).toBe(true);
  expect(await go.isDisabled()).toBe(true);
  const describedBy = await tick.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(scrollHint);
  // The box scrolls: its end is below what it shows.
  expect(await page.locator('.scrolled-terms').evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
  await expect.poll(() => tick.isEnabled()).toBe(true);
  expect(await tick.getAttribute('aria-describedby')).toBeNull();
  expect(await go.isDisabled()).toBe(true);
  await tick.check();
  expect(await go.isEnabled()).toBe(true);
}
