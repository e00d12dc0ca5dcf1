/** Checks of the pay-later and cicilan pages: no link leads to the not-found page, and each page shot and checked with axe in both languages. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { isPlatformPath } from '@domain/contract/http';
import { switchLanguage } from '../home-helpers';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { openInApp } from './in-app';

/** The app's own links on the page (in <main>): path and query. */
export async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
}

/**
 * Opens every app link of the page and fails on any that lands on the not-found page; a link to a
 * page the platform serves itself (the sandbox merchants' checkout) must answer 200.
 */
export async function expectNoDeadLinks(page: Page, from: string): Promise<string[]> {
  // One link per route shape: twenty orders or receipts of a list lead to the same page.
  const shapes = new Map<string, string>();
  for (const href of await appLinks(page)) {
    const shape = href.replace(/\/(orders|receipts)\/[^/?]+/, '/$1/:id');
    if (!shapes.has(shape)) shapes.set(shape, href);
  }
  const links = [...shapes.values()];
  for (const href of links) {
    if (isPlatformPath(new URL(href, baseUrl()).pathname)) {
      expect((await fetch(`${baseUrl()}${href}`)).status, `${from} → ${href}`).toBe(200);
      continue;
    }
    await expectFound(page, href, `${from} → ${href}`);
  }
  return links;
}

/**
 * Opens an app path as its link does (inside the running app; where it leads on to another page,
 * that page) and fails if it lands on the not-found page.
 */
async function expectFound(page: Page, href: string, what: string): Promise<void> {
  // Waits for lazy pages to replace the guard's spinner before the heading is read.
  await openInApp(page, href, { redirects: true });
  const heading = await page.locator('main h1').first().innerText();
  expect(heading, what).not.toMatch(/^(Page not found|Halaman tidak ditemukan|Gak ketemu halamannya, nih)$/);
}

/** The pay-later, cicilan and repayment pages: where the crawl goes on from. */
const MONEY_PAGE = /^\/(gopaylater|paylater|cicilan)(\/|$|\?)/;

/**
 * Follows the app's links from `start` page after page (breadth first, each path once, at most
 * `limit` pages), failing on any that lands on the not-found page; links to the platform's own
 * pages (the merchants' checkout) must answer 200. Links out of the money pages (the platform
 * home, KYC) are opened but not followed further. Answers the paths opened.
 */
export async function crawlForDeadLinks(page: Page, start: string, limit = 30): Promise<string[]> {
  const opened: string[] = [];
  const queue: { href: string; from: string }[] = [{ href: start, from: 'start' }];
  const seen = new Set([start]);
  while (queue.length > 0 && opened.length < limit) {
    const { href, from } = queue.shift()!;
    if (isPlatformPath(new URL(href, baseUrl()).pathname)) {
      expect((await fetch(`${baseUrl()}${href}`)).status, `${from} → ${href}`).toBe(200);
      continue;
    }
    await expectFound(page, href, `${from} → ${href}`);
    opened.push(href);
    if (!MONEY_PAGE.test(href)) continue;
    for (const link of await appLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ href: link, from: href });
    }
  }
  return opened;
}

/** The page's path and query, as a link would name it. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Shots in English, then the same page in Indonesian, each checked with axe; back to English after. */
export async function shootBothLanguages(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  await screenshot(page, `${name}-en`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await switchLanguage(page, 'id');
  await ready();
  await screenshot(page, `${name}-id`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await switchLanguage(page, 'en');
  await ready();
}
