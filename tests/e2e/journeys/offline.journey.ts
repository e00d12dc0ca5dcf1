/**
 * The shell offline in the project's engine: after a VA was opened, the pay-later home opened with
 * no network shows the bill this device kept, "as of" a date (issue 42: WebKit wrote "Per 11/29/2026"),
 * with its VA. WebDriver cannot take WebKit offline, so the journey has a server of its own and stops
 * it: every request then fails as with no signal, and the service worker opens the app.
 */
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/lib/start-server';
import { openPhone } from '../engines/phone';
import { staticDir } from '../support/platform';
import { ensureVaHoursAhead } from '../support/repayment';
import { openVa, seededNumber, signInThroughApi, waitForServiceWorker } from './support';

describe(`offline (${process.env.E2E_ENGINE})`, () => {
  it('opens the shell and the kept bill offline, "as of" a date, with the VA it opened', { timeout: 180_000 }, async () => {
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
      await signInThroughApi(phone, number, '/paylater/repayment', server.url);
      await openVa(phone, 'CURRENT_DUES', 'BRI', server.url);
      const vaNumber = (await phone.text({ css: '[data-testid="va-number"]' })).replace(/\D/g, '');
      await waitForServiceWorker(phone);

      await stop();
      await phone.goto('/gopaylater/ab');
      await phone.waitFor({ css: '[data-testid="kept-bill"]' }, 20_000);
      const kept = await phone.text({ css: '[data-testid="kept-bill"]' });
      expect(kept).toMatch(/As of \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WIB/);
      expect(kept.replace(/\D/g, '')).toContain(vaNumber);
    } finally {
      await phone.close();
      await stop();
    }
  });
});
