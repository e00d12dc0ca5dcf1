/** With SANDBOX=off no /sandbox route answers, the object store included: every one the sandbox-on app has is a 404. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestPlatform, createTestPlatform } from './support';

let on: TestPlatform;
let off: TestPlatform;

beforeAll(async () => {
  on = await createTestPlatform({ sandbox: true });
  off = await createTestPlatform({ sandbox: false });
});
afterAll(async () => {
  await on?.dispose();
  await off?.dispose();
});

test('every /sandbox route of the sandbox is absent when it is off', async () => {
  const sandboxRoutes = on.app.routes.filter((route) => route.path.startsWith('/sandbox') && route.method !== 'ALL');
  expect(sandboxRoutes.some((route) => route.path.startsWith('/sandbox/storage/'))).toBe(true);
  expect(off.app.routes.filter((route) => route.path.startsWith('/sandbox'))).toEqual([]);
  for (const route of sandboxRoutes) {
    const path = route.path.replace(':bucket', 'kyc').replace(':ownerId', '00000000-0000-4000-8000-000000000000').replace(/:\w+/g, 'x');
    const response = await off.app.request(`${path}?expires=1&signature=${'0'.repeat(64)}`, { method: route.method });
    expect(response.status, `${route.method} ${path}`).toBe(404);
  }
});
