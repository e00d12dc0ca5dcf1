/**
 * A mobile link between the browser and the sandbox, as a TCP proxy: the uplink (browser to
 * platform) carries at most `upBytesPerSecond` for all connections together, and every
 * `cutEveryMs` every open connection is cut (both ends destroyed, as a dropped radio link does).
 * It counts the bytes the browser sent up (read from the browser's sockets), whether or not they
 * reached the platform before a cut: what the phone's uplink carried.
 * Shaping and cutting start with shape(); until then the link is plain, so a test can sign in and
 * reach its page first.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';

export interface LinkShape {
  upBytesPerSecond: number;
  /** null: never cut. */
  cutEveryMs: number | null;
}

export interface ShapedLink {
  /** The address to open in the browser (http://127.0.0.1:<port>). */
  readonly url: string;
  /** Starts shaping (and cutting) now, and counts from zero. */
  shape(shape: LinkShape): void;
  /** Bytes read from the browser since shape() (or since the start). */
  readonly bytesUp: number;
  /** Connections cut so far. */
  readonly cuts: number;
  /**
   * Of those, the ones cut while a request body was on its way: at least BODY_BYTES sent up since
   * the last byte came down (a chunk of an upload, not a small request waiting for its answer).
   */
  readonly bodiesCut: number;
  close(): Promise<void>;
}

/** The uplink sends in pieces this big, so a 64 KiB read does not leave in one burst. */
const PIECE_BYTES = 4 * 1024;
const BODY_BYTES = 16 * 1024;

interface Piece {
  bytes: Buffer;
  upstream: Socket;
  /** Runs once the piece is on its way: the last piece of a read lets its socket read again. */
  sent?: () => void;
}

export async function startShapedLink(target: string): Promise<ShapedLink> {
  const { hostname, port } = new URL(target);
  const connections = new Set<{ client: Socket; upstream: Socket; upSinceAnswer: number }>();
  let shape: LinkShape | null = null;
  let bytesUp = 0;
  let cuts = 0;
  let bodiesCut = 0;
  let cutTimer: ReturnType<typeof setInterval> | null = null;

  // One uplink for every connection: pieces leave one after another at the link's rate.
  const queue: Piece[] = [];
  let pumping = false;
  const pump = (): void => {
    if (pumping) return;
    // What a cut connection still had queued never leaves: its link time goes to the others.
    while (queue[0]?.upstream.destroyed) queue.shift();
    const piece = queue.shift();
    if (!piece) return;
    pumping = true;
    const rate = shape?.upBytesPerSecond ?? 0;
    const delay = rate > 0 ? (piece.bytes.byteLength / rate) * 1000 : 0;
    const deliver = (): void => {
      pumping = false;
      if (!piece.upstream.destroyed) piece.upstream.write(piece.bytes);
      piece.sent?.();
      pump();
    };
    if (delay > 0) setTimeout(deliver, delay);
    else setImmediate(deliver);
  };

  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    const pair = { client, upstream, upSinceAnswer: 0 };
    connections.add(pair);
    const end = (): void => {
      connections.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    upstream.pipe(client);
    upstream.on('data', () => {
      pair.upSinceAnswer = 0;
    });
    client.on('data', (chunk: Buffer) => {
      bytesUp += chunk.byteLength;
      pair.upSinceAnswer += chunk.byteLength;
      if (!shape) {
        upstream.write(chunk);
        return;
      }
      client.pause();
      for (let at = 0; at < chunk.byteLength; at += PIECE_BYTES) {
        const last = at + PIECE_BYTES >= chunk.byteLength;
        queue.push({
          bytes: chunk.subarray(at, at + PIECE_BYTES),
          upstream,
          ...(last ? { sent: () => (client.destroyed ? undefined : client.resume()) } : {}),
        });
      }
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the link has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    get bytesUp() {
      return bytesUp;
    },
    get cuts() {
      return cuts;
    },
    get bodiesCut() {
      return bodiesCut;
    },
    shape(next) {
      shape = next;
      bytesUp = 0;
      if (cutTimer) clearInterval(cutTimer);
      cutTimer =
        next.cutEveryMs === null
          ? null
          : setInterval(() => {
              cuts += connections.size;
              for (const { client, upstream, upSinceAnswer } of [...connections]) {
                if (upSinceAnswer >= BODY_BYTES) bodiesCut += 1;
                client.destroy();
                upstream.destroy();
              }
            }, next.cutEveryMs);
    },
    async close() {
      if (cutTimer) clearInterval(cutTimer);
      for (const { client, upstream } of connections) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
