/** Cache-Control: no-store on every answer to a request with a bearer token, whatever the route and the outcome (issue 12). */
import { beforeAll, expect, it } from 'vitest';
import { signIn } from './support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile();
let token: string;
beforeAll(async () => {
  token = (await signIn(platform.app)).bearerToken;
});

it('marks every authenticated answer of every route no-store, errors included', async () => {
  const routes = platform.app.routes.filter((route) => route.method !== 'ALL' && !/logout|sessions/.test(route.path));
  expect(routes.length).toBeGreaterThan(50);
  for (const route of routes) {
    const path = route.path.replace(':bucket', 'kyc').replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    for (const authorization of [`Bearer ${token}`, 'Bearer not-a-session']) {
      const init: RequestInit = { method: route.method, headers: { authorization, 'content-type': 'application/json' } };
      if (route.method !== 'GET') init.body = '{}';
      const response = await platform.app.request(path, init);
      await response.body?.cancel();
      expect(response.headers.get('cache-control') ?? '', `${route.method} ${path} (${response.status})`).toMatch(/\bno-store\b/);
    }
  }
});
