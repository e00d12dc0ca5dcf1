import { describe, expect, it } from 'vitest';
import { CHUNK_TARGET_MS, ChunkSizer, MAX_CHUNK_BYTES, MIN_CHUNK_BYTES } from '@worker/uploads/chunk-size';

describe('the size of the next chunk of a resumable upload', () => {
  it('starts at the smallest chunk, before anything was measured', () => {
    expect(new ChunkSizer().next()).toBe(256 * 1024);
  });

  it('carries about four seconds of what the link carried, between 256 KiB and 1 MiB', () => {
    const slow = new ChunkSizer();
    slow.measured(262_144, 2_621); // 100 KB/s
    expect(slow.next()).toBe(Math.round((262_144 / 2_621) * CHUNK_TARGET_MS));
    expect(slow.next()).toBeGreaterThan(MIN_CHUNK_BYTES);
    expect(slow.next()).toBeLessThan(MAX_CHUNK_BYTES);

    const crawling = new ChunkSizer();
    crawling.measured(262_144, 26_214); // 10 KB/s: never below the smallest chunk
    expect(crawling.next()).toBe(MIN_CHUNK_BYTES);

    const fast = new ChunkSizer();
    fast.measured(262_144, 100); // 2.6 MB/s: never above the largest
    expect(fast.next()).toBe(MAX_CHUNK_BYTES);
  });

  it('follows the link as it changes, without jumping on one measure', () => {
    const sizer = new ChunkSizer();
    sizer.measured(1_000_000, 4_000); // 250 KB/s: a full 1 MB chunk
    expect(sizer.next()).toBe(1_000_000);
    sizer.measured(400_000, 8_000); // then 50 KB/s
    expect(sizer.next()).toBe(Math.round(((250 + 50) / 2) * CHUNK_TARGET_MS));
    sizer.measured(400_000, 8_000);
    sizer.measured(400_000, 8_000);
    expect(sizer.next()).toBe(300_000); // 75 KB/s after three measures of 50
  });
});
