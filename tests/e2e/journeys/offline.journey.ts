/**
 * The shell offline in the project's engine: after the pay-later home was seen and a VA opened, the
 * home opened with no network shows the bill this device kept, "as of" a date (issue 42: WebKit wrote
 * "Per 11/29/2026"), and the VA page the VA it opened. WebDriver cannot take WebKit offline, so the journey has a server of its own and stops
 * it: every request then fails as with no signal, and the service worker opens the app.
 */
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/lib/start-server';
import { openPhone } from '../engines/phone';
import { staticDir } from '../support/platform';
import { ensureVaHoursAhead } from '../support/repayment';
import { openVa, seededNumber, signInThroughApi, waitForServiceWorker } from './support';

describe(`offline (${process.env.E2E_ENGINE})`, () => {
  it('opens the shell, the kept home "as of" a date, and the VA it opened, offline', { timeout: 180_000 }, async () => {
    const server = await startServer(staticDir());
    let running = true;
    const stop = async () => {
      if (running) await server.stop();
      running = false;
    };
    const phone = await openPhone(server.url);
    try {
      const number = await seededNumber('paylater-bill-due', server.url);
      await ensureVaHoursAhead(server.url);
      // The home seen once online, then a VA opened: each money page keeps its last answer (issue 36).
      await signInThroughApi(phone, number, '/gopaylater/ab', server.url);
      await phone.waitFor({ css: '[data-testid="bill-card"]' }, 20_000);
      await phone.goto('/paylater/repayment');
      await openVa(phone, 'CURRENT_DUES', 'BRI', server.url);
      const vaNumber = (await phone.text({ css: '[data-testid="va-number"]' })).replace(/\D/g, '');
      await waitForServiceWorker(phone);

      await stop();
      await phone.goto('/gopaylater/ab');
      await phone.waitFor({ css: '[data-testid="kept-notice"]' }, 20_000);
      expect(await phone.text({ css: '[data-testid="kept-notice"]' })).toMatch(/As of \d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\./);
      await phone.waitFor({ css: '[data-testid="bill-card"]' }, 20_000);
      // The VA it opened, on its page as kept.
      await phone.goto('/paylater/repayment/va');
      await phone.waitFor({ css: '[data-testid="stored-bill"]' }, 20_000);
      expect((await phone.text({ css: '[data-testid="va-number"]' })).replace(/\D/g, '')).toBe(vaNumber);
    } finally {
      await phone.close();
      await stop();
    }
  });
});
