/** After a failed save, the next try waits this long, doubling... */
export const DRAFT_RETRY_FIRST_MS = 1_000;
/** ...up to this. */
export const DRAFT_RETRY_MAX_MS = 30_000;

/** Whether the last attempt to store the form failed (null: all is well). */
export type DraftProblemListener = (error: unknown) => void;

/**
 * The coalescing writer behind every form's draft. A change is written at once (a browser killed
 * 50 ms after an autofill must find it in IndexedDB, so there is no debounce), but never more than
 * one write is in flight: changes made while one is on its way wait, and only the newest of them is
 * written when it lands. The last change is therefore always written, and a write never overtakes
 * an older one. A write that fails keeps its value in memory (unless something newer came), tells
 * `onProblem`, and is tried again with a back-off, on the next change, and on flush().
 */
export class DraftAutosave<T> {
  private pending: { value: T } | null = null;
  private inFlight: { value: T } | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** Callers of flush() waiting for the writer to be idle or for the next failure. */
  private waiters: Array<() => void> = [];

  constructor(
    private readonly save: (value: T) => Promise<void>,
    private readonly onProblem: (error: unknown) => void = () => undefined,
    private readonly onSaved: () => void = () => undefined,
  ) {}

  changed(value: T): void {
    this.pending = { value };
    this.stopRetry();
    this.write();
  }

  /** The newest value not confirmed stored yet, if any (what a kill now could lose). */
  unsaved(): { value: T } | null {
    return this.pending ?? this.inFlight;
  }

  /** Tries what is unsaved now; resolves once all is stored, or the attempt failed. */
  flush(): Promise<void> {
    if (!this.pending && !this.inFlight) return Promise.resolve();
    const settled = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.stopRetry();
    this.write();
    return settled;
  }

  /** Drops what is not saved (the form was submitted for good); resolves once no write is in flight. */
  cancel(): Promise<void> {
    this.stopRetry();
    this.pending = null;
    return this.inFlight ? new Promise<void>((resolve) => this.waiters.push(resolve)) : Promise.resolve();
  }

  private write(): void {
    if (this.inFlight || !this.pending) return;
    const item = this.pending;
    this.pending = null;
    this.inFlight = item;
    this.save(item.value).then(
      () => this.landed(),
      (error: unknown) => this.failed(item, error),
    );
  }

  private landed(): void {
    this.inFlight = null;
    if (this.failures > 0) this.onProblem(null);
    this.failures = 0;
    this.onSaved();
    if (this.pending) this.write();
    else this.wake();
  }

  private failed(item: { value: T }, error: unknown): void {
    this.inFlight = null;
    this.pending ??= item; // unless something newer came meanwhile
    this.failures += 1;
    console.warn('Draft not saved', error instanceof Error || error instanceof DOMException ? error.name : 'error');
    this.onProblem(error ?? new Error('Draft not saved'));
    this.wake();
    const delay = Math.min(DRAFT_RETRY_MAX_MS, DRAFT_RETRY_FIRST_MS * 2 ** (this.failures - 1));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.write();
    }, delay);
  }

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private stopRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
