/** The malformed requests the issue found answering 500, each now a 400 naming what is wrong (the fuzz test covers the rest). */
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, signIn } from './support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile();
let token: string;
beforeAll(async () => {
  token = (await signIn(platform.app)).bearerToken;
});

describe('bodies', () => {
  test.each([
    ['NUL in a string', '{"countryCode":"+62","phoneNumber":"8123\\u00004567"}', 'phoneNumber'],
    ['a lone surrogate', '{"countryCode":"+62","phoneNumber":"\\ud800"}', 'phoneNumber'],
    ['a NUL in a field name', '{"a\\u0000":1}', 'body'],
    ['a number too large', '{"countryCode":1e309,"phoneNumber":"81234567890"}', 'countryCode'],
    ['nesting 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, ''],
  ])('%s is 400 INVALID_REQUEST_PAYLOAD', async (_, body, cause) => {
    const answer = await call(platform.app, 'POST', '/v1/otp', body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
    if (cause) expect(answer.errors[0]?.cause).toBe(cause);
  });

  test('an impossible calendar date is refused by the schema', async () => {
    const answer = await call(platform.app, 'POST', '/sandbox/progressive-kyc/wallet-identity', {
      phone: '+6281234567890',
      dateOfBirth: '2023-02-29',
    });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.cause).toBe('dateOfBirth');
  });

  test('an event dated 30 February is refused, not rolled to 1 March', async () => {
    const event = { id: 'evt-12345678', name: 'x', data: {}, userDetails: {}, occurredAt: '2024-02-30T10:00:00Z' };
    const answer = await call(platform.app, 'POST', '/v1/user/events', [event]);
    expect(answer.status).toBe(400);
  });

  test.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
  ])('a form sent as %s that cannot be read is 400', async (contentType) => {
    const response = await platform.app.request('/sandbox/clock', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: 'a=%',
    });
    expect(response.status).toBe(400);
  });
});

describe('addresses', () => {
  test.each([
    ['%00 in a query', '/sandbox/sms?phone=%2B62812%00'],
    ['a broken escape in a query', '/sandbox/sms?phone=%zz'],
    ['an encoded lone surrogate in a query', '/v1/user?x=%ED%A0%80'],
    ['%00 in a path', '/sandbox/privy/sign/%00'],
    ['a broken escape in a path', '/pls/akhirbulan/receipts/%E0%A4%A'],
  ])('%s is 400', async (_, path) => {
    const answer = await call(platform.app, 'GET', path, undefined, bearer(token));
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });
});
