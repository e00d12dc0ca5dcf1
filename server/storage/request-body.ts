/**
 * A request's bytes as the storage reads them: the Node request itself when @hono/node-server
 * passes it (c.env.incoming), so the chunks skip the web-stream adapter; the web body in-process
 * (app.request in tests). stop() ends the reading from outside (a newer request took the session,
 * or no byte came for too long): the connection is closed, or the stream cancelled.
 */
import type { Context } from 'hono';
import { IncomingMessage } from 'node:http';
import type { AppEnv } from '../http/types';

export interface RequestBody {
  chunks: AsyncIterable<Uint8Array>;
  stop(): void;
}

/** A web stream's chunks; leaving the loop early cancels the stream. */
async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) break;
      yield read.value;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

export function requestBody(c: Context<AppEnv>): RequestBody {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) return { chunks: incoming, stop: () => incoming.destroy() };
  const body = c.req.raw.body;
  if (!body) return { chunks: (async function* () {})(), stop: () => undefined };
  const reader = body.getReader();
  return { chunks: chunksOf(reader), stop: () => void reader.cancel().catch(() => undefined) };
}
