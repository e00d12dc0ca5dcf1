/**
 * The KYC photo figure of `npm run bench`: a 12-megapixel camera photo compressed by the app's
 * own data worker (decode, scale to 1280 px, JPEG 0.7, EXIF, quality checks), timed from the
 * page, with a PerformanceObserver counting main-thread long tasks meanwhile.
 *
 * The worker is the built one (its URL is read when the app starts it); the bench starts a second
 * instance and calls it through the e2e tests' WORKER_CALL_SOURCE, so nothing test-only ships.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { DATA_WORKER_URL, WORKER_CALL_SOURCE } from '../../tests/e2e/support/worker-call';

export interface PhotoBenchResult {
  inputBytes: number;
  outputBytes: number;
  /** Median of the runs, from postMessage to the answer. */
  roundTripMs: number;
  /** Median of the worker's own measure. */
  workerMs: number;
  /** The longest main-thread task while the worker compressed (0 when none passed 50 ms). */
  longestTaskMs: number;
}

/** Runs in the page (a string: the bundler must add nothing the page lacks). */
const RUN = `async ({ workerUrl, runs }) => {
  // A camera-like 4000 x 3000 photo: light gradients with sensor noise, JPEG 0.92.
  const width = 4000, height = 3000;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  const data = image.data;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const noise = (Math.random() - 0.5) * 40;
      data[at] = 90 + (x / width) * 120 + noise;
      data[at + 1] = 110 + (y / height) * 100 + noise;
      data[at + 2] = 140 + noise;
      data[at + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  const photo = await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer();

  const { worker, call } = (${WORKER_CALL_SOURCE})(workerUrl);
  await call(['session', 'start'], [{ apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id' }]);

  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  const roundTrips = [], workerTimes = [];
  let outputBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const prepared = await call(['kycPhotos', 'prepare'], [{ slot: 'KTP', name: 'camera.jpg', type: 'image/jpeg', bytes: photo.slice(0) }]);
    roundTrips.push(performance.now() - started);
    workerTimes.push(prepared.tookMs);
    outputBytes = prepared.bytes.byteLength;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  worker.terminate();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { inputBytes: photo.byteLength, outputBytes, roundTripMs: median(roundTrips), workerMs: median(workerTimes), longestTaskMs: Math.max(0, ...longTasks) };
}`;

export async function kycPhotoCompression(url: string, runs = 5): Promise<PhotoBenchResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The data worker's: the page also starts an Intl warm-up worker from a blob: URL.
    const workerStarted = page.waitForEvent('worker', (worker) => DATA_WORKER_URL.test(worker.url()));
    await page.goto(url);
    const workerUrl = (await workerStarted).url();
    // Long tasks of the page's own start-up are over before the measure starts.
    await page.waitForTimeout(500);
    return (await page.evaluate(`(${RUN})(${JSON.stringify({ workerUrl, runs })})`)) as PhotoBenchResult;
  } finally {
    await browser.close();
  }
}
