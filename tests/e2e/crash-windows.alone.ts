/**
 * Two windows of the app side by side on one form, both visible, the user typing in the one that is
 * NOT in front (the other was brought to front; the typing one has no focus), and the browser killed
 * 0, 50 and 200 ms after the last keystroke (issue 39, case 2). Chromium hands a dedicated worker's
 * answers to such a page 70 to 130 ms late while it types; a draft writer that waited for each
 * answer before sending the next value kept the last keystrokes on the main thread (lost 3 of 5 at
 * 50 ms before the fix). Every run must find every keystroke after the relaunch. In the `alone`
 * project, for the reason crash-drafts.alone.ts is.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { crashDelays, crashRuns, holdsWithin, KILL_DELAYS_MS, killAfter, LossTally, withCrashProfile } from './support/crash';
import { uniquePhoneNumber } from './support/sandbox';
import { signInThroughApi } from './support/session';

const STEP2 = '/kyc/step2?product=paylater';
const FIELD = 'Mother’s maiden name';
/** CI's pass: 50 ms, where the window behind lost keystrokes before the fix (the sweep adds 0 and 200). */
const DELAYS = crashDelays(KILL_DELAYS_MS, [50]);

async function openStep2(page: Page): Promise<void> {
  await page.goto(STEP2);
  await page.getByRole('heading', { name: 'Personal information' }).waitFor();
}

/** Brings `front` to front and takes the focus from `behind` (Playwright otherwise lets every page believe it has it). */
async function putBehind(front: Page, behind: Page): Promise<void> {
  await front.bringToFront();
  const cdp = await behind.context().newCDPSession(behind);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await cdp.detach();
}

describe('two windows, typing in the one behind, killed', () => {
  it(`keeps every keystroke at ${DELAYS.join(', ')} ms`, { timeout: 300_000 }, async () => {
    const tally = new LossTally(`two windows, typing behind, killed at ${DELAYS.join('/')} ms`);
    await withCrashProfile(async (launch) => {
      let browser = await launch();
      await signInThroughApi(browser.page, uniquePhoneNumber(), null);
      let run = 0;
      for (let round = 0; round < crashRuns(); round += 1) {
        for (const delay of DELAYS) {
          run += 1;
          const front = browser.page;
          await openStep2(front);
          const behind = await browser.context.newPage();
          await openStep2(behind);
          await putBehind(front, behind);
          expect(await behind.evaluate(() => document.hasFocus())).toBe(false);
          expect(await behind.evaluate(() => document.visibilityState)).toBe('visible');
          const typed = `Dewi Run${run}`;
          await behind.getByLabel(FIELD).fill('');
          await behind.getByLabel(FIELD).pressSequentially(typed);
          await killAfter(browser, delay);

          browser = await launch();
          await openStep2(browser.page);
          // The draft arrives a moment after the heading.
          const field = browser.page.getByLabel(FIELD);
          const shown = await holdsWithin(async () => (await field.inputValue()) === typed);
          const value = await field.inputValue();
          tally.record(shown, `${delay} ms: "${value}" for "${typed}"`);
        }
      }
    });
    expect(tally.report().lost).toBe(0);
  });
});
