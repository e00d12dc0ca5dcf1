import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { silentLogger } from '@server/logger';
import { loadSandboxClock } from '@server/sandbox/clock';
import { AREA_PAGES } from '@server/sandbox/page';
import type { SandboxClock, SandboxSms } from '@domain/contract/sandbox';
import { type TestPlatform, call, createTestPlatform, requestOtp, uniquePhone } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

describe('sandbox clock', () => {
  it('is set, read, kept for the next start, and reset', async () => {
    const set = await call<SandboxClock>(platform.app, 'POST', '/sandbox/clock', { now: '2031-05-06T07:08:09.000Z' });
    expect(set.status).toBe(200);
    expect(Date.parse(set.data.now) - Date.parse('2031-05-06T07:08:09.000Z')).toBeLessThan(1000);
    expect(set.data.offsetMs).toBeGreaterThan(0);

    const read = await call<SandboxClock>(platform.app, 'GET', '/sandbox/clock');
    expect(Date.parse(read.data.now)).toBeGreaterThanOrEqual(Date.parse('2031-05-06T07:08:09.000Z'));

    // A restart loads the offset from the database.
    const reloaded = await loadSandboxClock(platform.db);
    expect(reloaded.offsetMs).toBe(set.data.offsetMs);

    const reset = await call<SandboxClock>(platform.app, 'POST', '/sandbox/clock', { reset: true });
    expect(reset.data.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(reset.data.now) - Date.now())).toBeLessThan(5000);
  });

  it.each([
    ['no field', {}],
    ['not an instant', { now: 'tomorrow' }],
    ['a number', { now: 1234 }],
    ['reset false', { reset: false }],
    ['an absurd year', { now: '1900-01-01T00:00:00Z' }],
  ])('answers 400 for %s', async (_, body) => {
    const answer = await call(platform.app, 'POST', '/sandbox/clock', body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });

  it('takes the page form: moves forward, sets Jakarta wall time, redirects back to the page', async () => {
    await platform.clock.reset();
    const form = (fields: Record<string, string>) =>
      platform.app.request('/sandbox/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const forward = await form({ advance: '3600', phone: '+62812345678' });
    expect(forward.status).toBe(303);
    expect(forward.headers.get('location')).toBe('/sandbox?phone=%2B62812345678');
    expect(Math.round(platform.clock.offsetMs / 1000)).toBe(3600);

    expect((await form({ action: 'set', now: '2030-01-01T07:00:00' })).status).toBe(303);
    expect(Math.abs(platform.clock.now().getTime() - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(1000);

    const bad = await form({ action: 'set', now: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert"');

    expect((await form({ action: 'reset' })).status).toBe(303);
    expect(platform.clock.offsetMs).toBe(0);
  });
});

describe('sandbox SMS inbox', () => {
  it('lists the messages to one number, newest first', async () => {
    const phone = uniquePhone();
    await requestOtp(platform.app, phone);
    await requestOtp(platform.app, phone);
    const inbox = await call<SandboxSms[]>(platform.app, 'GET', `/sandbox/sms?phone=${encodeURIComponent(phone.e164)}`);
    expect(inbox.status).toBe(200);
    expect(inbox.data).toHaveLength(2);
    const [newest, older] = inbox.data;
    expect(newest && older && Date.parse(newest.sentAt) >= Date.parse(older.sentAt)).toBe(true);
    // An unencoded "+" reads as a space in a query string; it is understood all the same.
    const unencoded = await call<SandboxSms[]>(platform.app, 'GET', `/sandbox/sms?phone=${phone.e164}`);
    expect(unencoded.data.map((s) => s.id)).toEqual(inbox.data.map((s) => s.id));
  });

  it('requires an E.164 phone', async () => {
    for (const query of ['', '?phone=', '?phone=0812345678', '?phone=%2Babc']) {
      const answer = await call(platform.app, 'GET', `/sandbox/sms${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
    }
  });
});

describe('sandbox page', () => {
  it('shows the codes sent to a number typed without country code, escaped, with a linked stylesheet', async () => {
    const phone = uniquePhone();
    await requestOtp(platform.app, phone);
    const inbox = await call<SandboxSms[]>(platform.app, 'GET', `/sandbox/sms?phone=${encodeURIComponent(phone.e164)}`);
    const response = await platform.app.request(`/sandbox?phone=0${phone.phoneNumber}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`Messages to ${phone.e164}`);
    expect(html).toContain(inbox.data[0]?.code);
    expect(html).toContain('<link rel="stylesheet" href="/sandbox/sandbox.css">');
    expect(html).not.toMatch(/<script|style=/i);

    const css = await platform.app.request('/sandbox/sandbox.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it("links every area's sandbox page, and each of them answers", async () => {
    const page = await (await platform.app.request('/sandbox')).text();
    for (const area of AREA_PAGES) {
      expect(page).toContain(`href="${area.path}"`);
      const response = await platform.app.request(area.path);
      expect(response.status, area.path).toBe(200);
      expect(response.headers.get('content-type'), area.path).toContain('text/html');
    }
  });

  it('escapes what was typed', async () => {
    const response = await platform.app.request(`/sandbox?phone=${encodeURIComponent('+<script>alert(1)</script>')}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('SANDBOX=off', () => {
  it('answers 404 for every sandbox route', async () => {
    const app = createApp({ db: platform.db, clock: platform.clock, sandbox: false, staticDir: null, log: silentLogger });
    for (const [method, path] of [
      ['GET', '/sandbox'],
      ['GET', '/sandbox/sandbox.css'],
      ['GET', '/sandbox/sms?phone=%2B62812345678'],
      ['GET', '/sandbox/clock'],
      ['POST', '/sandbox/clock'],
      ['GET', '/sandbox/events'],
    ] as const) {
      const answer = await call(app, method, path, method === 'POST' ? { reset: true } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.errors[0]?.code).toBe('NOT_FOUND');
    }
  });
});
