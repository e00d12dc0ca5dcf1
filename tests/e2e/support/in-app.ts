/**
 * Moving to another page inside the running app, as its own links do (history and the router's
 * popstate), instead of loading the app again: the page arrives in a fraction of a full load's time
 * (no new document, no new data worker), so a test that reads many pages of one signed-in user
 * spends its time on the pages, not on starting the app.
 */
import type { Page } from 'playwright-core';
import { pageShown, titledPageShown } from './session';

/**
 * Opens `path` (path and query) inside the running app and waits until it has arrived: the address
 * is `path` (any, with `redirects`: a link may lead on to another page), <main> shows a heading that
 * is not the one of the page left (a new page was mounted), the title follows it and no spinner is
 * left. A page of the same route as the current one (another order of the same list) keeps its
 * heading element: that one is loaded as a new document instead, as is any page while the app is
 * not running yet.
 */
export async function openInApp(page: Page, path: string, options: { redirects?: boolean; timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? 15_000;
  const current = new URL(page.url());
  const target = new URL(path, current);
  // Not in the app yet (a blank page, the sandbox's quiet page): the app is loaded.
  const inApp = await page.evaluate(() => document.querySelector('#root main') !== null);
  if (!inApp || routeShape(current.pathname) === routeShape(target.pathname)) {
    await page.goto(path);
    await pageShown(page, timeout);
    return;
  }
  await page.evaluate((to) => {
    (window as { leftHeading?: Element | null }).leftHeading = document.querySelector('main h1');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ({ to, redirects }) => {
      const heading = document.querySelector('main h1');
      const left = (window as { leftHeading?: Element | null }).leftHeading;
      return (
        (redirects || `${location.pathname}${location.search}` === to) &&
        heading !== null &&
        heading !== left &&
        Boolean(heading.textContent?.trim()) &&
        document.querySelector('main .spinner') === null
      );
    },
    { to: `${target.pathname}${target.search}`, redirects: options.redirects ?? false },
    { timeout },
  );
  // As pageShown: the title follows the heading once the page has what it shows.
  if (!(await titledPageShown(page, 5_000))) console.warn(`openInApp: ${page.url()} never matched its title`);
}

/** A path with its ids taken out: two paths of one shape are the same route (the same page component). */
function routeShape(pathname: string): string {
  return pathname.replace(/\/(orders|receipts)\/[^/]+/, '/$1/:id');
}
