/**
 * An answer given before the request's body was read whole (413 refused while reading, a wrong
 * content type, a bad signature) says `Connection: close`: Node would otherwise keep the socket,
 * then drop it while the rest of the body arrives, and a keep-alive client's next, unrelated
 * request fails with "socket hang up".
 */
import type { MiddlewareHandler } from 'hono';

interface NodeBindings {
  incoming?: { complete?: boolean };
}

export const closeWhenBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (incoming && incoming.complete === false) c.res.headers.set('Connection', 'close');
};
