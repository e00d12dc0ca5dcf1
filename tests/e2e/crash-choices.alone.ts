/**
 * The pay-later due-date choice through a kill (issue 39, case 5): the change picked, Continue
 * pressed (the confirm step shown), and the browser killed 0, 50 and 200 ms later. After the
 * relaunch the due-date page opens on the confirm step of the same change, as every drafted form
 * does; before, the choice lived in memory only (lost 4 of 4). In the `alone` project, for the
 * reason crash-drafts.alone.ts is (lost once at 0 ms beside another e2e file at a load of 12-14).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedUser } from './home-helpers';
import { baseUrl } from './support/browser';
import { crashDelays, crashRuns, holdsWithin, KILL_DELAYS_MS, killAfter, LossTally, withCrashProfile } from './support/crash';
import { signInThroughApi } from './support/session';

const DUE_DATE = '/paylater/duedate';
const OFFER = 'Due date on day 10';
const CONFIRM = 'Confirm your change';
/** CI's pass: at once, the least time the draft has (the sweep adds 50 and 200 ms). */
const DELAYS = crashDelays(KILL_DELAYS_MS, [0]);

/** A pay-later user with due-date changes on offer, signed in on the page. */
async function userWithOffers(page: Page): Promise<void> {
  const phone = await seedUser('paylater-activated');
  const offers = await fetch(`${baseUrl()}/sandbox/paylater/due-date-offers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, scenario: 'lender' }),
  });
  expect(offers.status).toBe(201);
  await signInThroughApi(page, phone, DUE_DATE);
}

describe('the due-date choice through a kill', () => {
  it(`comes back on its confirm step after a kill ${DELAYS.join(', ')} ms after Continue`, { timeout: 300_000 }, async () => {
    const tally = new LossTally(`due-date choice, killed ${DELAYS.join('/')} ms after Continue`);
    await withCrashProfile(async (launch) => {
      let browser = await launch();
      for (let round = 0; round < crashRuns(); round += 1) {
        for (const delay of DELAYS) {
          await userWithOffers(browser.page);
          await browser.page.getByRole('radio', { name: OFFER }).check();
          await browser.page.getByRole('button', { name: 'Continue', exact: true }).click();
          await browser.page.getByRole('heading', { name: CONFIRM }).waitFor();
          await killAfter(browser, delay);

          browser = await launch();
          await browser.page.goto(DUE_DATE);
          const kept = await holdsWithin(
            async () =>
              (await browser.page.getByRole('heading', { name: CONFIRM }).isVisible()) &&
              (await browser.page.getByText('Day 10', { exact: true }).isVisible()),
            10_000,
          );
          // Back from the confirm step: the pick itself is kept too.
          if (kept) await browser.page.getByRole('button', { name: 'Back' }).click();
          const picked = kept && (await browser.page.getByRole('radio', { name: OFFER }).isChecked());
          tally.record(picked, `${delay} ms: confirm step ${kept}, pick ${picked}`);
        }
      }
    });
    expect(tally.report().lost).toBe(0);
  });
});
