/**
 * One writer per session at a time, in this process. A second PATCH while one streams is refused
 * (423: one sender); an offset query (HEAD) stops the one streaming and waits until what it
 * received is on disk and recorded, then answers: a client asks the offset after it lost its
 * connection, and the server may not have noticed yet (a connection dropped by a mobile network
 * looks alive to the server until a timeout), so its old request must not keep the session.
 * The database's compare-and-set on the offset (sessions.ts) keeps the bytes exact whatever runs.
 */

interface Writer {
  stop(): void;
  settled: Promise<void>;
}

export class SessionWriters {
  private readonly active = new Map<string, Writer>();

  /** Takes the session for one request; null when another request has it. release() when done. */
  claim(sessionId: string, stop: () => void): { release(): void } | null {
    if (this.active.has(sessionId)) return null;
    let release = (): void => undefined;
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writer: Writer = { stop, settled };
    this.active.set(sessionId, writer);
    return {
      release: () => {
        if (this.active.get(sessionId) === writer) this.active.delete(sessionId);
        release();
      },
    };
  }

  /** Stops the session's writer, if any, and waits (at most `timeoutMs`) until it has let go. */
  async stopAndWait(sessionId: string, timeoutMs = 5_000): Promise<void> {
    const writer = this.active.get(sessionId);
    if (!writer) return;
    writer.stop();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([writer.settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
}
