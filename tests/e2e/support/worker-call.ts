/**
 * Calls the app's built data worker from a page, speaking Comlink's message format directly, so
 * nothing test-only ships in the worker. Shared by the photo e2e test and `npm run bench`.
 *
 * A string, evaluated in the page (the bundler must add nothing the page lacks): an expression
 * `(workerUrl) => ({ worker, call })`, where `call(path, args)` answers the method's result and
 * rejects with the worker's error, or when the worker itself fails.
 */
export const WORKER_CALL_SOURCE = `(workerUrl) => {
  const worker = new Worker(workerUrl, { type: 'module', name: 'worker-call' });
  let nextId = 0;
  const call = (path, args) => new Promise((resolve, reject) => {
    const id = 'call-' + (nextId += 1);
    const onMessage = (event) => {
      if (event.data?.id !== id) return;
      stop();
      if (event.data.type === 'HANDLER') reject(new Error(JSON.stringify(event.data.value)));
      else resolve(event.data.value);
    };
    const onError = (event) => {
      stop();
      reject(new Error('The worker failed: ' + (event.message ?? event.type)));
    };
    const stop = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      worker.removeEventListener('messageerror', onError);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    worker.postMessage({ id, type: 'APPLY', path, argumentList: args.map((value) => ({ type: 'RAW', value })) });
  });
  return { worker, call };
}`;

/** The built data worker's file, as the app names it when it starts it (not the Intl warm-up's blob: worker). */
export const DATA_WORKER_URL = /\/data\.worker-[^/]+\.js$/;
