import type { WorkerEvent, WorkerListener } from './contract';

/**
 * The worker's listeners (Comlink proxies made by the main thread's bridge). A listener that throws
 * or whose page has gone away must not break the service that emitted the event.
 */
export class WorkerEventHub {
  private readonly listeners = new Set<WorkerListener>();

  subscribe(listener: WorkerListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: WorkerEvent): void {
    for (const listener of this.listeners) {
      try {
        // A Comlink proxy answers a promise; its rejection (closed port) is only logged.
        const result: unknown = listener(event);
        if (result instanceof Promise) result.catch((error: unknown) => console.warn('[worker] listener failed', error));
      } catch (error) {
        console.warn('[worker] listener failed', error);
      }
    }
  }
}
