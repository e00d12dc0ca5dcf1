/** Whether a NIK is in use is an answer about someone else: ten checks an hour per account, then 429 (issue 12). */
import { expect, it } from 'vitest';
import { NIK_CHECK_LIMIT } from '@server/kyc/ktp-details';
import { advanceClock, bearer, call, signIn } from './support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ resetClock: true });

const details = (nik: string) => ({
  productName: 'paylater',
  ktpDetails: { nameOnId: 'Siti Wulandari', placeOfBirth: 'Bandung', dateOfBirth: '1990-07-14', nik },
});

it(`answers ${NIK_CHECK_LIMIT.max} NIK checks an hour per account, then KYC_TOO_MANY_ATTEMPTS until the hour has passed`, async () => {
  const holder = bearer((await signIn(platform.app)).bearerToken);
  const heldNik = `3174${String(Date.now() % 1e12).padStart(12, '0')}`;
  expect((await call(platform.app, 'PUT', '/v1/user/kyc/ktp-details', details(heldNik), holder)).status).toBe(200);

  const prober = bearer((await signIn(platform.app)).bearerToken);
  for (let i = 0; i < NIK_CHECK_LIMIT.max; i++) {
    const answer = await call(platform.app, 'PUT', '/v1/user/kyc/ktp-details', details(heldNik), prober);
    expect(answer.errors[0]?.code).toBe('KYC_NIK_IN_USE');
  }
  const refused = await call(platform.app, 'PUT', '/v1/user/kyc/ktp-details', details(heldNik), prober);
  expect(refused.status).toBe(429);
  expect(refused.errors[0]?.code).toBe('KYC_TOO_MANY_ATTEMPTS');
  expect(refused.headers.get('retry-after')).toBe('3600');

  await advanceClock(platform.app, platform.clock, NIK_CHECK_LIMIT.windowMs + 1_000);
  expect((await call(platform.app, 'PUT', '/v1/user/kyc/ktp-details', details(heldNik), prober)).errors[0]?.code).toBe('KYC_NIK_IN_USE');
});
