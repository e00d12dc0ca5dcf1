/** After a failed save, the next try waits this long, doubling... */
export const DRAFT_RETRY_FIRST_MS = 1_000;
/** ...up to this. */
export const DRAFT_RETRY_MAX_MS = 30_000;

/** Whether the last attempt to store the form failed (null: all is well). */
export type DraftProblemListener = (error: unknown) => void;

/**
 * The writer behind every form's draft. Each change goes to the worker at once (changes made in one
 * task, an autofill, go as one), without waiting for the writes before it to be answered: in a
 * window that is not in front, Chromium hands the worker's answers to the page 70 to 130 ms late
 * while the user types, and a writer that waited for them kept the last keystrokes on the main
 * thread, where a kill loses them. Writes may land in any order: the worker merges each by its
 * fields' change times (domain/draft-fields.ts), so an older write landing late never undoes a newer
 * one, and this writer counts a value stored once it or a newer one has landed. A write that fails
 * keeps its value in memory (unless a newer one landed), tells `onProblem`, and is tried again with
 * a back-off, on the next change, on flush(), and at once on retryNow() (room came back).
 */
export class DraftAutosave<T> {
  /** Changes so far; each value given is numbered. */
  private changes = 0;
  private newest: { value: T; change: number } | null = null;
  /** The newest change known stored (its write, or a newer one, landed). */
  private storedChange = 0;
  /** The newest change handed to the worker (not answered, or answered). */
  private sentChange = 0;
  private inFlight = 0;
  private sendQueued = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** Callers of flush() waiting for a change to be stored, or for the next failure. */
  private flushWaiters: Array<{ change: number; resolve: () => void }> = [];
  /** Callers of cancel() waiting for no write to be in flight. */
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly save: (value: T) => Promise<void>,
    private readonly onProblem: (error: unknown) => void = () => undefined,
    private readonly onSaved: () => void = () => undefined,
  ) {}

  changed(value: T): void {
    this.changes += 1;
    this.newest = { value, change: this.changes };
    this.stopRetry();
    if (this.sendQueued) return;
    this.sendQueued = true;
    queueMicrotask(() => {
      this.sendQueued = false;
      this.send();
    });
  }

  /** The newest value not confirmed stored yet, if any (what a kill now could lose). */
  unsaved(): { value: T } | null {
    return this.newest && this.newest.change > this.storedChange ? { value: this.newest.value } : null;
  }

  /** Whether the last attempt failed and its value waits for a retry. */
  waiting(): boolean {
    return this.failures > 0 && this.unsaved() !== null;
  }

  /** Tries what is unsaved now; resolves once all is stored, or the attempt failed. */
  flush(): Promise<void> {
    const unsaved = this.newest && this.newest.change > this.storedChange ? this.newest.change : null;
    if (unsaved === null) return Promise.resolve();
    const settled = new Promise<void>((resolve) => this.flushWaiters.push({ change: unsaved, resolve }));
    this.stopRetry();
    this.send();
    return settled;
  }

  /** Room may be back (a write elsewhere landed, the disk has space, the page came back): try now. */
  retryNow(): void {
    if (!this.waiting()) return;
    this.stopRetry();
    this.send();
  }

  /** Drops what is not saved (the form was submitted for good); resolves once no write is in flight. */
  cancel(): Promise<void> {
    this.stopRetry();
    this.storedChange = this.changes; // nothing of it is to be written any more
    this.wakeFlushes(true);
    return this.inFlight > 0 ? new Promise<void>((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  private send(): void {
    const item = this.newest;
    if (!item || item.change <= this.storedChange || item.change <= this.sentChange) return;
    this.sentChange = item.change;
    this.inFlight += 1;
    this.save(item.value).then(
      () => this.landed(item.change),
      (error: unknown) => this.failed(item.change, error),
    );
  }

  private landed(change: number): void {
    this.settledOne();
    if (change <= this.storedChange) return;
    this.storedChange = change;
    this.onSaved();
    this.wakeFlushes(false);
    if (this.unsaved() === null) {
      if (this.failures > 0) this.onProblem(null);
      this.failures = 0;
      this.stopRetry();
    } else if (this.sentChange <= this.storedChange) {
      // A newer value failed before this older write landed: there is room now, it goes at once.
      this.stopRetry();
      this.send();
    }
  }

  private failed(change: number, error: unknown): void {
    this.settledOne();
    if (change <= this.storedChange) return; // a newer write landed meanwhile
    console.warn('Draft not saved', error instanceof Error || error instanceof DOMException ? error.name : 'error');
    this.onProblem(error ?? new Error('Draft not saved'));
    this.wakeFlushes(true);
    if (change < this.sentChange) return; // a newer write is on its way: its outcome decides
    this.failures += 1;
    this.sentChange = this.storedChange; // the newest value may be sent again
    this.stopRetry();
    const delay = Math.min(DRAFT_RETRY_MAX_MS, DRAFT_RETRY_FIRST_MS * 2 ** (this.failures - 1));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.send();
    }, delay);
  }

  private settledOne(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** Wakes the flushes whose change is stored now, or every one (an attempt failed, or all was dropped). */
  private wakeFlushes(all: boolean): void {
    const waiting = this.flushWaiters;
    this.flushWaiters = [];
    for (const waiter of waiting) {
      if (all || waiter.change <= this.storedChange) waiter.resolve();
      else this.flushWaiters.push(waiter);
    }
  }

  private stopRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
