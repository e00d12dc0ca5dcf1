import type { WorkerEvent, WorkerListener } from './shared/contract';

/** A bound on what is kept for a listener that never comes (a worker without a page). */
const MAX_UNTOLD = 20;

/**
 * The worker's listeners (Comlink proxies made by the main thread's bridge). A listener that throws
 * or whose page has gone away must not break the service that emitted the event.
 */
export class WorkerEventHub {
  private readonly listeners = new Set<WorkerListener>();
  /**
   * What happened before the main thread first listened (a worker that started itself on a
   * signed-in reload, whose profile call found the session rejected): told to the first listener.
   */
  private untold: WorkerEvent[] | null = [];

  subscribe(listener: WorkerListener): () => void {
    this.listeners.add(listener);
    const untold = this.untold ?? [];
    this.untold = null;
    for (const event of untold) this.tell(listener, event);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: WorkerEvent): void {
    if (this.untold && this.untold.length < MAX_UNTOLD) this.untold.push(event);
    for (const listener of this.listeners) this.tell(listener, event);
  }

  private tell(listener: WorkerListener, event: WorkerEvent): void {
    try {
      // A Comlink proxy answers a promise; its rejection (closed port) is only logged.
      const result: unknown = listener(event);
      if (result instanceof Promise) result.catch((error: unknown) => console.warn('[worker] listener failed', error));
    } catch (error) {
      console.warn('[worker] listener failed', error);
    }
  }
}
