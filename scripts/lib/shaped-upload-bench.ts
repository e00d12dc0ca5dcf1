/**
 * Issue 40's figure for `npm run bench`: the 9 MB deed on lender step 4 over a 100 KB/s uplink
 * cut every 20 s (tests/e2e/support/shaped-upload.ts, the browser test's own journey), several
 * runs: the time from the pick to Uploaded, and the bytes the uplink carried over the file's size.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { type ShapedUploadRun, uploadDeedOverShapedLink } from '../../tests/e2e/support/shaped-upload';

/** Each run takes about two minutes (94 s of bytes at 100 KB/s, and the drops). */
export const SHAPED_UPLOAD_RUNS = Number(process.env.BENCH_SHAPED_RUNS ?? 3);

export async function shapedUploadRuns(appUrl: string, runs = SHAPED_UPLOAD_RUNS): Promise<ShapedUploadRun[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: ShapedUploadRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await uploadDeedOverShapedLink(browser, appUrl);
      if (result.stored?.sha256 !== result.sentSha256) throw new Error('the deed was not stored byte for byte');
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
