import type { Context, MiddlewareHandler } from 'hono';
import { HEADER_AUTHORIZATION } from '@domain/contract/http';
import { type Session, findActiveSession } from '../sessions/sessions';
import { unauthorized } from './errors';
import type { AppEnv, RouteDeps } from './types';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(c: Context): string | null {
  const header = c.req.header(HEADER_AUTHORIZATION);
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** The caller's session, or null when the token is missing, unknown, expired or revoked. */
export async function optionalSession(c: Context, deps: RouteDeps): Promise<Session | null> {
  const token = bearerToken(c);
  return token ? findActiveSession(deps.db, token, deps.clock.now()) : null;
}

/** Lets the request through only with a live session (401 UNAUTHORIZED otherwise) and exposes it as c.var.session. */
export function requireSession(deps: RouteDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized('missing');
    const session = await findActiveSession(deps.db, token, deps.clock.now());
    if (!session) throw unauthorized('invalid');
    c.set('session', session);
    await next();
  };
}
