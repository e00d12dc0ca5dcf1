// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The precache's second stage (sw/precache-rest.ts) resumes in a page left open through a drop: the
 * page asks the worker in control to finish it as it registers, and again each time the browser is
 * back online, not only on the next page load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRECACHE_REST_MESSAGE } from '@domain/service-worker-messages';
import { settle } from './helpers/render-hook';

/** A service worker container with a worker in control, as the browser gives an installed app. */
function installedWorker() {
  const postMessage = vi.fn<(message: unknown) => void>();
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null });
  const container = Object.assign(new EventTarget(), {
    controller: { postMessage },
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { postMessage, container };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the precache resumed', () => {
  it('is asked for as the worker registers, and again on each return online', async () => {
    vi.stubEnv('DEV', false);
    const { postMessage, container } = installedWorker();
    const { registerServiceWorker } = await import('../../src/app/sw-update');
    registerServiceWorker();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(postMessage.mock.calls).toEqual([[PRECACHE_REST_MESSAGE]]);

    window.dispatchEvent(new Event('offline'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(postMessage.mock.calls).toEqual([[PRECACHE_REST_MESSAGE], [PRECACHE_REST_MESSAGE]]);
    window.dispatchEvent(new Event('online'));
    expect(postMessage).toHaveBeenCalledTimes(3);
  });
});
