/**
 * The uploaders of the load figure (scripts/lib/upload-load-bench.ts), in a process of their own:
 * `node --import tsx scripts/lib/upload-senders.ts <bytes> <url>...` PUTs a PDF of that size to
 * each address at once and prints how many were stored. Sending 100 MB from the reader's own
 * process made the reader wait for its own event loop, which no other user of the platform does.
 */
import { argv, stdin, stdout } from 'node:process';

/** A file the storage takes as a PDF: the header, filler, %%EOF. */
function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
}

const [sizeArgument, ...addresses] = argv.slice(2);
const file = pdfOf(Number(sizeArgument));
// Ready, then wait for the word: the bench reads quietly meanwhile.
stdout.write('ready\n');
await new Promise((resolve) => stdin.once('data', resolve));
const stored = await Promise.all(
  addresses.map(async (url) => {
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Blob([file]) });
    await response.arrayBuffer();
    return response.ok;
  }),
);
stdout.write(`${JSON.stringify({ stored: stored.filter(Boolean).length })}\n`);
