import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { silentLogger } from '@server/logger';
import type { Db } from '@server/db/client';
import { systemClock } from '@server/sandbox/clock';

const INLINE_STYLE = '.hero{display:block}\n';
const INDEX = `<!doctype html><title>App</title><style>${INLINE_STYLE}</style><div id="root"></div>`;
const SCRIPT = 'console.log("app");'.repeat(20);

/** Serving files needs no database; any query would be a bug here. */
const noDb: Db = {
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  app = createApp({ db: noDb, clock: systemClock, sandbox: false, staticDir: dir, log: silentLogger });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('precompressed files', () => {
  it('serves brotli when accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
  });

  it('serves gzip when brotli is not accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves the plain file otherwise, still varying on Accept-Encoding', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year, immutable', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('revalidates %s every time', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives other files a short cache', async () => {
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('serves the manifest with its own type', async () => {
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json');
  });
});

describe('client routes', () => {
  it.each(['/paylater/apply', '/kyc/step4?product=paylater', '/sso/gobiz'])('answers %s with index.html, not cached', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.request('/paylater', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });

  it.each([
    '/v1/unknown',
    '/v2/x',
    '/pls/cicilan/loan-agreement/signing-info',
    '/privy/signed',
    '/sandbox/nope',
  ])('never answers the platform path %s with the app', async (path) => {
    // Without a session: an error from the platform (404, 401, 405), never the app's HTML.
    const response = await get(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a missing hashed asset with 404, not HTML', async () => {
    expect((await get('/assets/app-old999.js')).status).toBe(404);
  });

  it('does not serve files outside the folder', async () => {
    const response = await get('/../package.json');
    expect(await response.text()).not.toContain('"name"');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers with every file', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/some/route']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe('camera=(self), geolocation=(), microphone=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it("allows the built page's inline styles by their hashes, and no other inline style", async () => {
    const hash = createHash('sha256').update(INLINE_STYLE).digest('base64');
    const csp = (await get('/')).headers.get('content-security-policy');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it('allows the new styles of a page rebuilt while it serves, without a restart', async () => {
    const rebuilt = '.hero{display:flex}\n';
    const page = join(dir, 'index.html');
    writeFileSync(page, INDEX.replace(INLINE_STYLE, rebuilt));
    // A later modification time, as a build a moment after the server started leaves it.
    const later = new Date(Date.now() + 60_000);
    utimesSync(page, later, later);
    try {
      const csp = (await get('/')).headers.get('content-security-policy');
      expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(rebuilt).digest('base64')}';`);
      expect(csp).not.toContain(createHash('sha256').update(INLINE_STYLE).digest('base64'));
    } finally {
      writeFileSync(page, INDEX);
    }
    // Back as it was (written again: a newer modification time).
    expect((await get('/')).headers.get('content-security-policy')).toContain(createHash('sha256').update(INLINE_STYLE).digest('base64'));
  });

  it('adds the API origins of the build to connect-src', async () => {
    const other = createApp({
      db: noDb,
      clock: systemClock,
      sandbox: false,
      staticDir: dir,
      log: silentLogger,
      apiOrigins: ['https://api.example.test'],
    });
    const csp = (await other.request('/')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://api.example.test;");
  });
});
