/**
 * Issue 40: a 9 MiB deed on lender step 4 over a phone's uplink of 100 KB/s whose connections are
 * all cut every 20 s (a TCP proxy in front of the sandbox, tests/e2e/support/shaped-link.ts). It goes
 * by the resumable protocol, each chunk from the offset the platform acknowledged: it finishes, byte
 * for byte, across several cuts, with at most 1.3x its size sent up, and the tile never shows more
 * than the platform had. About two minutes, nearly all of it waiting on the link: the `slow-link`
 * project runs it beside the Chromium e2e files (scripts/side-by-side.ts), not in their queue.
 * `npm run bench -- --resumable` gives the same journey's figures as a median of several runs.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { DEED_BYTES, SHAPED_UPLINK, uploadDeedOverShapedLink } from './support/shaped-upload';

describe('lender step 4 over a 100 KB/s uplink whose connections are cut every 20 s', () => {
  it('finishes a 9 MiB deed across several cuts, byte for byte, sending at most 1.3x its size, showing only what the platform acknowledged', async () => {
    const browser = await launchBrowser();
    try {
      const run = await uploadDeedOverShapedLink(browser, baseUrl(), {
        fileBytes: DEED_BYTES,
        uplink: SHAPED_UPLINK,
        timeoutMs: 240_000,
        onUploading: (page) => screenshot(page, 'lender-documents-resuming-en'),
      });
      console.log(
        `9 MiB deed over 100 KB/s, cut every 20 s: ${(run.ms / 1000).toFixed(1)} s, ${run.cuts} connections cut ` +
          `(${run.bodiesCut} mid-chunk), ${run.bytesUp} bytes up (${run.ratio.toFixed(3)}x), ` +
          `platform read ${run.sessions.map((s) => s.receivedBytes).join(' + ')}`,
      );
      expect(run.stored).toEqual({ size: DEED_BYTES, sha256: run.sentSha256, uploadCount: 1 });
      // Several cuts fell in the middle of a chunk, and the upload went on after each.
      expect(run.bodiesCut).toBeGreaterThanOrEqual(3);
      expect(run.ratio).toBeLessThanOrEqual(1.3);
      // One session the whole way: every cut resumed it, none started the file over.
      expect(run.sessions).toEqual([{ state: 'completed', offset: DEED_BYTES, receivedBytes: expect.any(Number) }]);
      expect(run.sessions[0]!.receivedBytes).toBeLessThan(DEED_BYTES * 1.3);
      // The tile showed what the platform had acknowledged, never bytes merely handed to the network.
      expect(run.progress.length).toBeGreaterThan(5);
      for (const sample of run.progress) expect(sample.shown).toBeLessThanOrEqual(Math.floor((sample.acknowledged / DEED_BYTES) * 100));
      expect(Math.max(...run.progress.map((sample) => sample.shown))).toBeGreaterThan(50);
    } finally {
      await browser.close();
    }
  }, 300_000);
});
