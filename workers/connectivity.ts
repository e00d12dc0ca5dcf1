/**
 * Whether the worker can reach the network, and a signal when it comes back, for the queues that
 * wait offline (analytics, uploads). A dedicated worker's own `online` event cannot be relied on:
 * Chromium's network emulation (DevTools, test browsers) never fires it in workers, and the page's
 * `online` event, passed on by the main thread, can arrive before the worker's navigator.onLine has
 * flipped. So while something waits offline, navigator.onLine is also read every second; a
 * property read, and only while offline.
 */
import { systemClock, type Clock, type TimerHandle } from './clock';
import type { WorkerEvent } from './shared/contract';

export const OFFLINE_POLL_MS = 1_000;

function navigatorOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

export class Connectivity {
  private readonly listeners = new Set<() => void>();
  private pollTimer: TimerHandle | null = null;

  constructor(
    private readonly readOnline: () => boolean = navigatorOnline,
    private readonly clock: Clock = systemClock,
  ) {}

  isOnline(): boolean {
    return this.readOnline();
  }

  /** Calls `listener` each time the network returns after someone waited for it. */
  onReturn(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** A queue found the network down: watch until it is back, then tell every listener. */
  awaitReturn(): void {
    if (this.pollTimer !== null) return;
    this.pollTimer = this.clock.setTimeout(() => {
      this.pollTimer = null;
      if (this.readOnline()) this.announceReturn();
      else this.awaitReturn();
    }, OFFLINE_POLL_MS);
  }

  /** An `online` event, the worker's own or the page's: tell the listeners once onLine agrees. */
  reportOnline(): void {
    if (this.readOnline()) this.announceReturn();
    else this.awaitReturn();
  }

  private announceReturn(): void {
    if (this.pollTimer !== null) {
      this.clock.clearTimeout(this.pollTimer);
      this.pollTimer = null;
    }
    for (const listener of this.listeners) listener();
  }
}

/**
 * Whether the platform answers, as the API client finds call by call, told to the page when it
 * changes: navigator.onLine stays true on a network that carries nothing (and in a reloaded page
 * under Chromium's network emulation), so the page's offline notice and its retries go by this too.
 */
export class ReachabilityReport {
  private reachable = true;

  constructor(private readonly events: { emit(event: WorkerEvent): void }) {}

  report(reachable: boolean): void {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    this.events.emit({ type: 'platform-reachability', reachable });
  }
}
