/** Saves happen this long after the last change (ARCHITECTURE: drafts)... */
export const DRAFT_SAVE_DELAY_MS = 300;
/** ...but never later than this after the first unsaved change, however fast the typing. */
export const DRAFT_MAX_WAIT_MS = 1_000;

/**
 * When a form's draft is written: about 300 ms after the last change, and never later than 1 s
 * after the first unsaved one; at once on flush(). A save that fails leaves the value unsaved, for
 * the next change or flush to try again.
 */
export class DraftAutosave<T> {
  private pending: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest unsaved change was made; null when all is saved. */
  private unsavedSince: number | null = null;

  constructor(private readonly save: (value: T) => Promise<void>) {}

  changed(value: T): void {
    this.pending = { value };
    this.stopTimer();
    this.unsavedSince ??= Date.now();
    const waited = Date.now() - this.unsavedSince;
    this.timer = setTimeout(() => void this.flush(), Math.max(0, Math.min(DRAFT_SAVE_DELAY_MS, DRAFT_MAX_WAIT_MS - waited)));
  }

  /** The value not saved yet, if any (what a reload would lose). */
  unsaved(): { value: T } | null {
    return this.pending;
  }

  async flush(): Promise<void> {
    this.stopTimer();
    this.unsavedSince = null;
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    try {
      await this.save(pending.value);
    } catch (error) {
      this.pending ??= pending; // unless something newer came meanwhile
      console.warn('Draft not saved', error);
    }
  }

  /** Drops what is not saved (the form was submitted for good). */
  cancel(): void {
    this.stopTimer();
    this.unsavedSince = null;
    this.pending = null;
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
