/**
 * The send loop both queues run on: one pass at a time per worker, one tab at a time through a Web
 * Lock, and another pass when something woke it during the last one (a record written at the end
 * of a pass is not stranded). What wakes it: the queue's own start and writes, the network's
 * return (workers/connectivity.ts), and the page's resume calls (online, visible, start).
 */
import { sleep, type Clock, type TimerHandle } from '../clock';
import type { Connectivity } from '../connectivity';
import { navigatorLocks, withLock, type LockManagerLike } from './lock';

export interface SendLoopOptions {
  lockName: string;
  /** undefined: navigator.locks where there is one; null: no cross-tab lock. */
  locks?: LockManagerLike | null;
  clock: Clock;
  connectivity: Connectivity;
  /** One pass over the queue: sends what can go now, then returns. */
  pass(): Promise<void>;
  /** The network is back; runs before the loop is woken for it. */
  onNetworkReturn?(): void;
  /** A pass failed (IndexedDB gone for a moment, another tab upgrading); the next wake tries again. */
  onError(error: unknown): void;
}

export class SendLoop {
  private readonly locks: LockManagerLike | null;
  private running: Promise<void> | null = null;
  private wakeRequested = false;
  private isStopped = false;
  private readonly sleeps = new Set<{ cancel(): void }>();
  private wakeTimer: TimerHandle | null = null;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: SendLoopOptions) {
    this.locks = options.locks === undefined ? navigatorLocks() : options.locks;
    this.unsubscribe = options.connectivity.onReturn(() => {
      options.onNetworkReturn?.();
      void this.wake();
    });
  }

  get stopped(): boolean {
    return this.isStopped;
  }

  /** Starts a pass unless one runs; answers the running loop (tests await it, the worker does not). */
  wake(): Promise<void> {
    if (this.isStopped) return Promise.resolve();
    this.wakeRequested = true;
    // run() always awaits before it ends, so `running` is assigned before run() clears it.
    this.running ??= this.run();
    return this.running;
  }

  /** Resolves when no pass runs (one that waits inside, for a retry or a rest, is running). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Ends the loop at its next step and cuts any wait short; for good. */
  stop(): void {
    this.isStopped = true;
    this.unsubscribe();
    for (const pending of this.sleeps) pending.cancel();
    this.sleeps.clear();
    if (this.wakeTimer !== null) this.options.clock.clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
  }

  /** True while offline; the pass should end then, and the network's return wakes the loop. */
  offline(): boolean {
    if (this.options.connectivity.isOnline()) return false;
    this.options.connectivity.awaitReturn();
    return true;
  }

  /** A wait inside a pass, holding the lock (analytics retries its batch this way); stop() ends it. */
  async pause(ms: number): Promise<void> {
    const pending = sleep(this.options.clock, ms);
    this.sleeps.add(pending);
    try {
      await pending.done;
    } finally {
      this.sleeps.delete(pending);
    }
  }

  /** Wakes the loop after `ms`, replacing an earlier such timer (uploads end their pass to wait). */
  wakeAfter(ms: number): void {
    if (this.isStopped) return;
    const { clock } = this.options;
    if (this.wakeTimer !== null) clock.clearTimeout(this.wakeTimer);
    this.wakeTimer = clock.setTimeout(
      () => {
        this.wakeTimer = null;
        void this.wake();
      },
      Math.max(0, ms),
    );
  }

  private async run(): Promise<void> {
    try {
      while (this.wakeRequested && !this.isStopped) {
        this.wakeRequested = false;
        try {
          await withLock(this.locks, this.options.lockName, () => this.options.pass());
        } catch (error) {
          this.options.onError(error);
        }
      }
    } finally {
      this.running = null;
    }
  }
}
