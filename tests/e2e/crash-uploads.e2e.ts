/**
 * Issue 40: a large file on its way when the browser is killed (SIGKILL, relaunched on the same
 * profile, tests/e2e/support/crash.ts). The outbox kept the bytes and the session; after the
 * relaunch it asks the session's offset and sends only the rest: the platform's count of the bytes
 * it read shows no second copy of the part it had before the kill.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { killBrowser, launchOnProfile, newProfile, shapeNetwork, type CrashableBrowser } from './support/crash';
import { fillLenderStepsOneToThree } from './support/lender';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { scannedPdf } from '../fixtures/pdf';
import { DEED_BYTES } from './support/shaped-upload';
import { openInEnglish, signIn } from './support/sign-in';

interface SessionView {
  slot: string;
  state: string;
  offset: number;
  receivedBytes: number;
}

const deedTile = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Deed of incorporation', exact: true }) });

describe('a large upload through a killed browser', () => {
  it('goes on after the relaunch from the offset the platform acknowledged, sending none of the first part again', async () => {
    const profile = await newProfile();
    const folder = await mkdtemp(join(tmpdir(), 'deed-'));
    const opened: CrashableBrowser[] = [];
    const phone = uniquePhoneNumber();
    const query = `?phone=${encodeURIComponent(`+62${phone}`)}&bucket=lender`;
    const sessions = () => sandboxGet<SessionView[]>(`/sandbox/storage-uploads${query}`);
    try {
      const first = await launchOnProfile(profile.dir);
      opened.push(first);
      await openInEnglish(first.page);
      await signIn(first.page, phone);
      await fillLenderStepsOneToThree(first.page);
      await deedTile(first.page).getByText('No file yet').waitFor();
      // A slow uplink (400 KB/s), so the kill lands in the middle of the file.
      await shapeNetwork(first, { latency: 40, downloadThroughput: 2_000_000, uploadThroughput: 400_000 });
      const file = scannedPdf(DEED_BYTES);
      const path = join(folder, 'akta-pendirian.pdf');
      await writeFile(path, file);
      await first.page.getByLabel('Choose a PDF for Deed of incorporation').setInputFiles(path);

      await expect
        .poll(async () => (await sessions())[0]?.offset ?? 0, { timeout: 60_000, interval: 100 })
        .toBeGreaterThanOrEqual(3 * 1_048_576);
      await killBrowser(first);
      // What the platform had when the browser died (the chunk cut by the kill included: it keeps
      // what arrived), once it has settled: two reads alike, 300 ms apart.
      let atKill: SessionView | undefined;
      for (let previous = -1; atKill?.offset !== previous; ) {
        previous = atKill?.offset ?? -1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        [atKill] = await sessions();
      }
      expect(atKill).toMatchObject({ state: 'open' });
      expect(atKill!.offset).toBeLessThan(DEED_BYTES);

      const second = await launchOnProfile(profile.dir);
      opened.push(second);
      const storageRequests: Array<{ method: string; offset: string | undefined }> = [];
      second.context.on('request', (request) => {
        if (request.url().includes('/sandbox/storage/lender/'))
          storageRequests.push({ method: request.method(), offset: request.headers()['upload-offset'] });
      });
      await second.page.goto('/lender/step4');
      await deedTile(second.page).getByText('Uploaded', { exact: true }).waitFor({ timeout: 90_000 });

      // The relaunched outbox asked the session where it stood, then went on from there.
      expect(storageRequests[0]).toEqual({ method: 'HEAD', offset: undefined });
      expect(storageRequests[1]?.method).toBe('PATCH');
      expect(Number(storageRequests[1]?.offset)).toBe(atKill!.offset);
      expect(storageRequests.some((request) => request.method === 'POST' || request.method === 'PUT')).toBe(false);
      const all = await sessions();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ state: 'completed', offset: DEED_BYTES });
      // Every byte the platform read, across the kill: the file once, nothing of its first part twice.
      expect(all[0]!.receivedBytes).toBeLessThan(DEED_BYTES + atKill!.offset);
      expect(all[0]!.receivedBytes).toBe(DEED_BYTES);
      const stored = (
        await sandboxGet<Array<{ slot: string; size: number; sha256: string; uploadCount: number }>>(`/sandbox/storage-files${query}`)
      ).find((each) => each.slot === 'deedOfIncorporationDoc');
      expect(stored).toEqual(
        expect.objectContaining({ size: DEED_BYTES, sha256: createHash('sha256').update(file).digest('hex'), uploadCount: 1 }),
      );
    } finally {
      for (const browser of opened) await browser.context.close().catch(() => undefined);
      await profile.remove();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
