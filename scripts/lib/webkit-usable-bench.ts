/**
 * The usable-form time of `/` in WebKit (issue 42), beside Chromium's: WebKitGTK's MiniBrowser
 * through WebDriver, a fresh browser (cold cache, no service worker) per run. WebDriver gives no
 * way to slow WebKit's CPU or network, nor to run a script before the page's own: the figure is
 * unthrottled, and read from the page's first contentful paint, the frame the pre-rendered phone
 * field is there and editable in (the Chromium recorder, scripts/lib/usable-bench.ts, takes the
 * later of the two as well), once the field is checked usable.
 */
import type { UsableRun } from './usable-bench';
import { openMiniBrowser } from './webkit-driver';

interface PageFigures {
  fcp: number | null;
  usableNow: boolean;
  scriptStarts: number[];
}

/** One cold load of `url` in a new MiniBrowser on `display`. */
export async function webkitColdLoad(display: string, url: string): Promise<UsableRun> {
  const browser = await openMiniBrowser(display);
  try {
    await browser.driver.manage().window().setRect({ width: 390, height: 844 });
    await browser.driver.get(url);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const figures = await browser.driver.executeScript<PageFigures>(`
        const field = document.querySelector('input[type="tel"][inputmode="tel"]:not([autocomplete="tel-country-code"])');
        const usableNow = !!field && !field.disabled && !field.readOnly && field.getBoundingClientRect().height > 0 && !field.closest('[inert],[hidden],template');
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          fcp: paint ? paint.startTime : null,
          usableNow,
          scriptStarts: performance.getEntriesByType('resource').filter((entry) => /\\.(m?js)(\\?|$)/.test(entry.name)).map((entry) => entry.startTime),
        };`);
      if (figures.usableNow && figures.fcp !== null) {
        return {
          usableMs: figures.fcp,
          scriptsBefore: figures.scriptStarts.filter((start) => start <= (figures.fcp ?? 0)).length,
          blockingMs: Number.NaN,
          longestTaskMs: Number.NaN,
          // WebKit has no long task timing (PerformanceObserver 'longtask'): not measured there.
          quietMs: Number.NaN,
          tasksAfterUsable: Number.NaN,
          longestAfterUsableMs: Number.NaN,
          controlledAfterUsableMs: null,
          keptShown: false,
        };
      }
      if (Date.now() > deadline) throw new Error(`WebKit: the phone field never usable on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await browser.close();
  }
}
