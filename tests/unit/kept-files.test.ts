import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiError } from '@domain/errors';
import { storeKeptFile, isKeptFileWaiting } from '@state/kept-files';
import { ROOM_PROBE_MS } from '@state/storage-room';
import { storageProblemsAtom } from '@state/storage-problems';
import { appStore } from '@state/store';

const FULL = makeApiError(0, [{ code: 'STORAGE_QUOTA_EXCEEDED', message: 'full', errorKey: 'STORAGE_QUOTA_EXCEEDED' }]);
const OTHER = makeApiError(0, [{ code: 'CLIENT_ERROR', message: 'broken' }]);

function bytesOf(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

/** A store that fails with the given errors in turn, then stores; it records every copy it got. */
function storeFailing(errors: unknown[]) {
  const received: string[] = [];
  const store = vi.fn(async (copy: ArrayBuffer) => {
    received.push(new TextDecoder().decode(copy));
    const error = errors.shift();
    if (error) throw error;
    return `stored ${received.length}`;
  });
  return { store, received };
}

const problem = (source: string) => appStore.get(storageProblemsAtom).get(source);

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(storageProblemsAtom, new Map());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a picked file kept in memory until it is stored', () => {
  it('on a full disk, says so once, keeps trying with the same bytes, and stores it once without a new pick', async () => {
    const { store, received } = storeFailing([FULL, FULL]);
    const onStored = vi.fn();
    const onWaiting = vi.fn();
    const onFailed = vi.fn();
    const bytes = bytesOf('%PDF-1.4 the statement %%EOF');
    await storeKeptFile({ source: 'file:test:A', bytes, store, onStored, onWaiting, onFailed });
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(problem('file:test:A')).toBe('full');
    expect(isKeptFileWaiting('file:test:A')).toBe(true);

    // Tried again while the disk is full, at least every second (the room probe, storage-room.ts),
    // not only after the back-off, which doubles: the third try finds room.
    await vi.advanceTimersByTimeAsync(ROOM_PROBE_MS);
    expect(store.mock.calls.length).toBeGreaterThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(ROOM_PROBE_MS);
    expect(store).toHaveBeenCalledTimes(3);
    expect(onStored).toHaveBeenCalledTimes(1);
    expect(onStored).toHaveBeenCalledWith('stored 3');
    expect(received).toEqual(Array(3).fill('%PDF-1.4 the statement %%EOF'));
    expect(problem('file:test:A')).toBeUndefined();
    expect(isKeptFileWaiting('file:test:A')).toBe(false);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(store).toHaveBeenCalledTimes(3); // nothing more once stored
  });

  it('a newer pick for the same place replaces the waiting file', async () => {
    const first = storeFailing([FULL, FULL, FULL]);
    const firstStored = vi.fn();
    await storeKeptFile({
      source: 'file:test:B',
      bytes: bytesOf('old'),
      store: first.store,
      onStored: firstStored,
      onWaiting: vi.fn(),
      onFailed: vi.fn(),
    });
    const second = storeFailing([]);
    const secondStored = vi.fn();
    await storeKeptFile({
      source: 'file:test:B',
      bytes: bytesOf('new'),
      store: second.store,
      onStored: secondStored,
      onWaiting: vi.fn(),
      onFailed: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.store).toHaveBeenCalledTimes(1);
    expect(firstStored).not.toHaveBeenCalled();
    expect(secondStored).toHaveBeenCalledTimes(1);
    expect(problem('file:test:B')).toBeUndefined();
  });

  it('any other failure is the caller’s to show and is not retried', async () => {
    const { store } = storeFailing([OTHER]);
    const onFailed = vi.fn();
    const onWaiting = vi.fn();
    await storeKeptFile({ source: 'file:test:C', bytes: bytesOf('x'), store, onStored: vi.fn(), onWaiting, onFailed });
    expect(onFailed).toHaveBeenCalledWith(OTHER);
    expect(onWaiting).not.toHaveBeenCalled();
    expect(problem('file:test:C')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store).toHaveBeenCalledTimes(1);
  });
});
