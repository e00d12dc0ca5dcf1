import type { Context } from 'hono';
import type { Db } from '../db/client';
import { keyedHash, serverSecret } from '../secrets';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address the request came from (the TCP peer, as @hono/node-server passes it in c.env).
 * Headers such as X-Forwarded-For are not trusted: any client can write them. Behind a proxy
 * every client would share the proxy's address (see server/CONTRACT.md, per-client limits).
 * In-process requests (app.request in tests) have no socket: null, unless the caller passes bindings.
 */
export function clientAddress(c: Context): string | null {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client as stored for limits: an HMAC of its address, never the address itself; null when
 * the address is unknown (in-process calls), which per-client limits then do not count.
 */
export async function clientKey(c: Context, db: Db): Promise<string | null> {
  const address = clientAddress(c);
  return address === null ? null : keyedHash(await serverSecret(db, 'client'), address).slice(0, 32);
}
