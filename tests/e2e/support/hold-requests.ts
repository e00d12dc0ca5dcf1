import type { BrowserContext, Page } from 'playwright-core';

/** Holds every request matching `pattern` until the function it answers is called. */
export async function holdRequests(target: BrowserContext | Page, pattern: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  // The route stays: once released, later requests pass at once.
  return async () => {
    release();
  };
}
