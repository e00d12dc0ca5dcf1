import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import type { Db } from '@server/db/client';
import type { Logger } from '@server/logger';
import { systemClock } from '@server/sandbox/clock';
import { type TestPlatform, call, createTestPlatform } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

async function raw(path: string, init: RequestInit) {
  const response = await platform.app.request(path, init);
  return { status: response.status, body: (await response.json()) as { errors: { code: string; message: string }[] } };
}

describe('request bodies', () => {
  it.each([
    ['malformed JSON', '{"countryCode": "+62",'],
    ['an empty body', ''],
    ['a JSON string', '"hello"'],
    ['a JSON list', '[1,2]'],
    ['null', 'null'],
  ])('answers 400 INVALID_REQUEST_PAYLOAD, never 500, for %s', async (_, body) => {
    const answer = await raw('/v1/otp', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });

  it('names the fields with the wrong type or missing', async () => {
    const answer = await call(platform.app, 'POST', '/v2/login', { otp: 123456, otpToken: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.errors.map((e) => e.code)).toEqual(['INVALID_REQUEST_PAYLOAD', 'INVALID_REQUEST_PAYLOAD']);
    expect(answer.errors[0]?.message).toBe('Field "otp" has the wrong type: expected string, received 123456.');
    expect(answer.errors[1]?.message).toBe('Field "phoneNumber" is required.');
    expect(answer.errors[1]?.cause).toBe('phoneNumber');
  });

  it('answers INVALID_REQUEST_PAYLOAD (not a wrong try) for a code that is not 6 digits', async () => {
    const answer = await call(platform.app, 'POST', '/v2/login', { otp: '12345', otpToken: 'abc', phoneNumber: '812345678' });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ code: 'INVALID_REQUEST_PAYLOAD', cause: 'otp' });
  });

  it('requires a JSON content type (a cross-site form cannot send one)', async () => {
    const answer = await raw('/v1/otp', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ countryCode: '+62', phoneNumber: '812345678' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a huge body', async () => {
    const answer = await raw('/v1/user/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `[${'"x",'.repeat(100_000)}"x"]`,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0]?.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('unknown addresses and methods', () => {
  it('answers 404 NOT_FOUND as JSON under a platform prefix', async () => {
    for (const path of ['/v1/nothing', '/v2/login/unknown', '/pls/x', '/sandbox/nothing']) {
      const answer = await call(platform.app, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.errors[0]?.code).toBe('NOT_FOUND');
    }
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const answer = await call(platform.app, 'GET', '/v1/otp');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.errors[0]?.code).toBe('METHOD_NOT_ALLOWED');
    expect((await call(platform.app, 'PUT', '/v1/user/events')).status).toBe(405);
  });

  it('puts the security headers on API answers too', async () => {
    const answer = await call(platform.app, 'GET', '/v1/nothing');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('unexpected failures', () => {
  it('answers 500 INTERNAL_ERROR and logs a line without the phone number', async () => {
    const lines: string[] = [];
    const capture = (message: string, fields?: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`);
    const log: Logger = { info: () => {}, warn: capture, error: capture };
    const failing: Db = {
      query: () => Promise.reject(new Error('connection lost while writing +62812345678 code 123456')),
      exec: () => Promise.reject(new Error('down')),
      transaction: () => Promise.reject(new Error('connection lost while writing +62812345678 code 123456')),
      close: () => Promise.resolve(),
    };
    const app = createApp({ db: failing, clock: systemClock, sandbox: true, staticDir: null, log });
    const response = await app.request('/v1/otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: '+62', phoneNumber: '812345678' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      errors: [{ code: 'INTERNAL_ERROR', errorKey: 'INTERNAL_ERROR', message: expect.any(String), cause: '' }],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"method":"POST","path":"/v1/otp"');
    expect(lines[0]).not.toMatch(/812345678|123456/);
  });
});
