/**
 * A build hosted on another origin uses the sandbox (issue 34): the platform started with
 * API_ORIGINS naming that origin answers its preflights, and a page there signs in with the headers
 * the app sends (JSON, x-user-locale, X-Target-Application, then the bearer token). A page on an
 * origin not listed is refused by the browser.
 */
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startServer } from '../../scripts/lib/start-server';
import { launchBrowser } from './support/browser';
import { staticDir } from './support/platform';

let browser: Browser;
let platform: RunningServer;
let listedOrigin = '';
let otherOrigin = '';
const pages: Server[] = [];

/** An origin of its own (another port) serving one empty page. */
async function servePage(): Promise<string> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Partner host</title><h1>Another origin</h1>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  pages.push(server);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  listedOrigin = await servePage();
  otherOrigin = await servePage();
  platform = await startServer(staticDir(), { API_ORIGINS: listedOrigin });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  for (const server of pages) await new Promise((resolve) => server.close(resolve));
});

/** What the app's worker does, from a page on `origin`: a code, the SMS, the login, the profile. */
async function signInFrom(origin: string): Promise<{ ok: boolean; steps: string[] }> {
  const page = await browser.newPage();
  try {
    await page.goto(origin);
    return await page.evaluate(async (api) => {
      const steps: string[] = [];
      const headers = { 'content-type': 'application/json', 'x-user-locale': 'EN', 'X-Target-Application': 'PAYLATER_WEB' };
      try {
        const phoneNumber = `8129${String(Date.now()).slice(-7)}`;
        const otp = await fetch(`${api}/v1/otp`, { method: 'POST', headers, body: JSON.stringify({ countryCode: '+62', phoneNumber }) });
        steps.push(`otp ${otp.status}`);
        const { data } = (await otp.json()) as { data: { otpToken: string } };
        const sms = await fetch(`${api}/sandbox/sms?phone=${encodeURIComponent(`+62${phoneNumber}`)}`);
        const [newest] = ((await sms.json()) as { data: { code: string }[] }).data;
        const login = await fetch(`${api}/v2/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ otp: newest?.code, otpToken: data.otpToken, phoneNumber }),
        });
        steps.push(`login ${login.status}`);
        const { bearerToken } = ((await login.json()) as { data: { bearerToken: string } }).data;
        const user = await fetch(`${api}/v1/user`, { headers: { ...headers, Authorization: `Bearer ${bearerToken}` } });
        steps.push(`user ${user.status}`);
        return { ok: user.ok, steps };
      } catch (error) {
        steps.push(`refused: ${(error as Error).message}`);
        return { ok: false, steps };
      }
    }, platform.url);
  } finally {
    await page.close();
  }
}

describe('the sandbox from another origin', () => {
  it('a listed origin signs in and reads the profile; an origin not listed is refused by the browser', async () => {
    const listed = await signInFrom(listedOrigin);
    expect(listed).toEqual({ ok: true, steps: ['otp 200', 'login 200', 'user 200'] });
    const other = await signInFrom(otherOrigin);
    expect(other.ok).toBe(false);
    expect(other.steps).toEqual(['refused: Failed to fetch']);
  });
});
