/**
 * Where each history entry was scrolled to, so back and forward return there. The browser's own
 * restoration runs before a page's data has come (the page is still short), so it is done here:
 * the position is applied as soon as the page is tall enough, for a few seconds, unless the user
 * scrolls first.
 */
const positions = new Map<string, number>();
const RESTORE_WAIT_MS = 3_000;
let currentKey: string | null = null;
let listening = false;

/**
 * Positions are recorded as the user scrolls, for the entry shown at the time: read at the moment
 * of leaving, the new page (already in the DOM, perhaps shorter) would have moved it.
 */
function recordScrolling(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'scroll',
    () => {
      if (currentKey !== null) positions.set(currentKey, window.scrollY);
    },
    { passive: true },
  );
}

/**
 * The entry the app starts on stays where it is: a visitor may have scrolled the pre-rendered
 * sign-in form (to its footer, say) before the app's code ran, and a jump to the top would move
 * what they were about to tap.
 */
export function adoptFirstEntry(entryKey: string): void {
  recordScrolling();
  currentKey = entryKey;
  positions.set(entryKey, window.scrollY);
}

/** A new entry starts at the top; an entry seen before returns where it was. Answers a canceller. */
export function enterEntry(entryKey: string, revisited: boolean): () => void {
  recordScrolling();
  currentKey = entryKey;
  const target = revisited ? (positions.get(entryKey) ?? 0) : 0;
  window.scrollTo(0, target);
  if (target === 0 || Math.abs(window.scrollY - target) < 2) return () => undefined;
  let done = false;
  const stop = (): void => {
    if (done) return;
    done = true;
    growth.disconnect();
    clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 2) stop();
  });
  growth.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  // The user's own scroll wins.
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('keydown', stop, { once: true });
  return stop;
}
