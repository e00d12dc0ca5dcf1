import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigationType } from 'react-router-dom';
import { brandOfPage } from '@domain/brand';
import { clearFlashOfPageLeft } from '@state/notify';
import { adoptFirstEntry, enterEntry } from './scroll-memory';

/** How long a page's title may take to come (its data read on a slow network). */
const HEADING_WAIT_MS = 10_000;

/**
 * What every navigation does, whatever the page: a new page starts at its top (back and forward
 * return where the user was: scroll-memory.ts), the messages of the page left go,
 * and focus moves to the new page's heading so screen readers say where the user is (a page that
 * focused something itself, its title or a field, keeps that).
 */
export function RouteChange() {
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  // The tab names the page and the product it belongs to (src/domain/brand.ts).
  const appName = useIntl().formatMessage({ id: `brand.${brandOfPage(pathname, location.search)}` });
  const first = useRef(true);
  const firstEntry = useRef(true);

  // Each page's title is its heading (in the language shown), so tabs, history and screen readers
  // name the page: the heading is watched, as it may come after the page's data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (pathname) is the trigger, not a value read.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const name = (): void => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = heading && heading !== appName ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    name();
    const watcher = new MutationObserver(name);
    watcher.observe(main, { childList: true, subtree: true, characterData: true });
    return () => watcher.disconnect();
  }, [pathname, appName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (pathname) is the trigger, not a value read.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearFlashOfPageLeft();
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // A page that focused something of its own (its title, a field) keeps it.
      if (main.contains(document.activeElement) && document.activeElement !== main) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The page's title comes after its data (a spinner first): focus the page meanwhile, then the
    // title as soon as it is there, unless the user has moved focus themselves.
    if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    const watcher = new MutationObserver(() => {
      if (document.activeElement !== main && main.contains(document.activeElement)) watcher.disconnect();
      else if (focusHeading()) watcher.disconnect();
    });
    watcher.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => watcher.disconnect(), HEADING_WAIT_MS);
    return () => {
      watcher.disconnect();
      clearTimeout(stop);
    };
  }, [pathname]);
  // Scroll: applied when an entry is entered, before paint (scroll-memory.ts records it); the page
  // the app starts on keeps the scroll it has.
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    if (firstEntry.current) {
      firstEntry.current = false;
      adoptFirstEntry(location.key);
      return;
    }
    return enterEntry(location.key, navigationType === 'POP');
  }, [location.key, navigationType]);

  return null;
}
