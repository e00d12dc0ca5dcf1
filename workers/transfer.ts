/**
 * Answers that carry bytes hand them to the page instead of cloning them: Comlink transfers the
 * buffers it was told of. The worker must not touch them afterwards (they are detached here), so
 * only a buffer the worker keeps no use for is handed over (one read from IndexedDB for the page,
 * or one already stored there).
 */
import { transfer } from 'comlink';

export function handedOver<T>(value: T, buffers: (ArrayBuffer | null)[]): T {
  const moving = buffers.filter((buffer): buffer is ArrayBuffer => buffer !== null);
  return moving.length > 0 ? transfer(value, moving) : value;
}
