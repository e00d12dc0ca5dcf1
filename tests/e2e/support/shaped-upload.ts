/**
 * Issue 40's journey, shared by its browser test and `npm run bench`: a lender on step 4 picks a
 * 9 MB deed while the phone's uplink carries 100 KB/s and drops every connection every 20 s
 * (shaped-link.ts); it ends when the tile says Uploaded. Measured: the time from the pick, the
 * bytes the uplink carried against the file's size, what the platform stored and read, and what
 * the tile showed next to what the platform had acknowledged at that moment.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { scannedPdf } from '../../fixtures/pdf';
import { phoneOptions } from './browser';
import { fillLenderStepsOneToThree } from './lender';
import { sandboxGet, uniquePhoneNumber } from './sandbox';
import { type LinkShape, startShapedLink } from './shaped-link';
import { openInEnglish, signIn } from './sign-in';

export const SHAPED_UPLINK: LinkShape = { upBytesPerSecond: 100_000, cutEveryMs: 20_000 };
export const DEED_BYTES = 9 * 1_048_576;
const DEED = 'Deed of incorporation';

export interface ProgressSample {
  /** The percentage the tile showed. */
  shown: number;
  /** The session's acknowledged offset on the platform, read just after. */
  acknowledged: number;
}

export interface ShapedUploadRun {
  fileBytes: number;
  /** From the pick to the tile's Uploaded. */
  ms: number;
  /** Bytes the uplink carried meanwhile (every request of the page and its worker). */
  bytesUp: number;
  ratio: number;
  /** Connections the link cut meanwhile. */
  cuts: number;
  /** Of those, connections cut with a request body on its way (a chunk cut mid-way). */
  bodiesCut: number;
  sentSha256: string;
  stored: { size: number; sha256: string; uploadCount: number } | null;
  /** What the platform read for the file, each session: [offset, receivedBytes]. */
  sessions: Array<{ state: string; offset: number; receivedBytes: number }>;
  progress: ProgressSample[];
}

const tile = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DEED, exact: true }) });

/** `appUrl`: the sandbox platform serving the built app (the link is put in front of it). */
export async function uploadDeedOverShapedLink(
  browser: Browser,
  appUrl: string,
  options: { fileBytes?: number; uplink?: LinkShape; timeoutMs?: number; onUploading?: (page: Page) => Promise<void> } = {},
): Promise<ShapedUploadRun> {
  const fileBytes = options.fileBytes ?? DEED_BYTES;
  const link = await startShapedLink(appUrl);
  const context = await browser.newContext(phoneOptions(link.url, 'en-US'));
  try {
    const page = await context.newPage();
    const phone = uniquePhoneNumber();
    const query = (bucket: string) => `?phone=${encodeURIComponent(`+62${phone}`)}&bucket=${bucket}`;
    await openInEnglish(page);
    await signIn(page, phone, appUrl);
    await fillLenderStepsOneToThree(page);
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
    await tile(page).getByText('No file yet').waitFor();

    // From a file on disk: a buffer would cross the DevTools protocol as base64 (seconds for 9 MB).
    const file = scannedPdf(fileBytes);
    const folder = await mkdtemp(join(tmpdir(), 'deed-'));
    const path = join(folder, 'akta-pendirian.pdf');
    await writeFile(path, file);
    link.shape(options.uplink ?? SHAPED_UPLINK);
    const started = Date.now();
    await page.getByLabel(`Choose a PDF for ${DEED}`).setInputFiles(path);
    await rm(folder, { recursive: true, force: true });

    const progress: ProgressSample[] = [];
    const uploaded = tile(page).getByText('Uploaded', { exact: true });
    const deadline = started + (options.timeoutMs ?? 240_000);
    let lookedAt = false;
    while (!(await uploaded.isVisible())) {
      if (Date.now() > deadline) throw new Error(`not uploaded after ${Math.round((Date.now() - started) / 1000)} s`);
      const text = await tile(page)
        .getByText(/^Uploading… \d+%$/)
        .textContent({ timeout: 200 })
        .catch(() => null);
      if (text) {
        const shown = Number(/(\d+)%/.exec(text)?.[1]);
        const [session] = await sandboxGet<Array<{ offset: number }>>(`/sandbox/storage-uploads${query('lender')}`, appUrl);
        progress.push({ shown, acknowledged: session?.offset ?? 0 });
        if (!lookedAt && shown >= 30) {
          lookedAt = true;
          await options.onUploading?.(page);
        }
      }
      await page.waitForTimeout(500);
    }
    const ms = Date.now() - started;
    const bytesUp = link.bytesUp;
    const cuts = link.cuts;
    const bodiesCut = link.bodiesCut;
    const files = await sandboxGet<Array<{ slot: string; size: number; sha256: string; uploadCount: number }>>(
      `/sandbox/storage-files${query('lender')}`,
      appUrl,
    );
    const stored = files.find((each) => each.slot === 'deedOfIncorporationDoc');
    return {
      fileBytes,
      ms,
      bytesUp,
      ratio: bytesUp / fileBytes,
      cuts,
      bodiesCut,
      sentSha256: createHash('sha256').update(file).digest('hex'),
      stored: stored ? { size: stored.size, sha256: stored.sha256, uploadCount: stored.uploadCount } : null,
      sessions: (
        await sandboxGet<Array<{ state: string; offset: number; receivedBytes: number }>>(
          `/sandbox/storage-uploads${query('lender')}`,
          appUrl,
        )
      ).map(({ state, offset, receivedBytes }) => ({ state, offset, receivedBytes })),
      progress,
    };
  } finally {
    await context.close();
    await link.close();
  }
}
