import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { EN, signIn } from './support/sign-in';

const device = phonePagePerTest();

/** Moments after the form is shown at which a key is pressed (issue 41: the start's busiest second). */
const PRESS_AFTER_SHOWN_MS = [0, 100, 300, 700];
/** Issue 41: a key shows within 100 ms at 4x CPU, at any moment after the form is shown. */
const KEY_TO_FRAME_MS = 100;

interface StartMarks {
  shown: number | null;
  /** Per key on the phone field: when it was pressed (its event's time) and the first frame after its handler. */
  keys: Array<{ pressed: number; frame: number }>;
}

declare global {
  interface Window {
    __start?: StartMarks;
  }
}

/**
 * Runs in the page before its scripts: marks the first frame with the phone field shown and enabled,
 * and for each key on it the delay from the key's event time (when the browser made it, so time
 * spent queued behind a long task counts) to the next frame after it was handled.
 */
function recordStart(): void {
  const marks: StartMarks = { shown: null, keys: [] };
  window.__start = marks;
  const phoneField = (): HTMLInputElement | null =>
    document.querySelector<HTMLInputElement>('input[type="tel"][inputmode="tel"]:not([autocomplete="tel-country-code"])');
  const check = (): void => {
    const field = phoneField();
    if (field && !field.disabled && field.getBoundingClientRect().height > 0) marks.shown = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.target !== phoneField()) return;
      const pressed = event.timeStamp;
      requestAnimationFrame(() => marks.keys.push({ pressed, frame: performance.now() }));
    },
    true,
  );
}

async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

describe('the start after the form is shown', () => {
  it('shows each key typed into the phone field within 100 ms at 4x CPU, at several moments of the start', async () => {
    const page = device.page;
    await page.addInitScript(`(${recordStart.toString()})()`);
    await slowCpu(page, 4);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__start?.shown != null, undefined, { polling: 16 });
    const shownAt = Date.now();
    // The field is tapped as a finger would, at once (the tap waits in the page's queue like a key).
    const field = await page.getByLabel(EN.phone).boundingBox();
    if (!field) throw new Error('the phone field has no box');
    await page.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
    for (const [index, after] of PRESS_AFTER_SHOWN_MS.entries()) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + after - Date.now())));
      await page.keyboard.press(String(index + 1));
    }
    await page.waitForFunction((count) => (window.__start?.keys.length ?? 0) >= count, PRESS_AFTER_SHOWN_MS.length);
    const marks = await page.evaluate(() => window.__start!);
    const delays = marks.keys.map((key) => ({
      afterShownMs: Math.round(key.pressed - (marks.shown ?? 0)),
      toFrameMs: Math.round(key.frame - key.pressed),
    }));
    expect(
      delays.filter((key) => key.toFrameMs > KEY_TO_FRAME_MS),
      JSON.stringify(delays),
    ).toEqual([]);
    // Every key is in the field: none was lost while the app took the pre-rendered form over.
    await slowCpu(page, 1);
    await expect.poll(() => page.getByLabel(EN.phone).inputValue()).toBe('1234');
  });

  it('opens signed in offline after a reload, the network gone 3 s after the form was shown on a first visit', async () => {
    const page = device.page;
    await page.addInitScript(`(${recordStart.toString()})()`);
    await page.goto('/');
    await page.waitForFunction(() => window.__start?.shown != null, undefined, { polling: 16 });
    const shownAt = Date.now();
    await signIn(page, uniquePhoneNumber());
    // 3 s after the form was shown, or at once when signing in took longer (a busy machine).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 3_000 - Date.now())));
    await device.context.setOffline(true);
    await page.reload();
    // The app (its home from what the device kept), not the browser's offline page.
    await page.getByRole('heading', { name: EN.welcome }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
