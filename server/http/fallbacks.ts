import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type Logger, redact } from '../logger';
import { failure } from './envelope';
import { PlatformError, internalError, invalidPayload, methodNotAllowed, notFound } from './errors';
import type { AppEnv } from './types';

/** Registered after a path's real routes: any other method there is a 405 naming the allowed ones. */
export function allowOnly(app: Hono<AppEnv>, path: string, methods: readonly string[]): void {
  app.all(path, () => {
    throw methodNotAllowed(methods);
  });
}

export const notFoundHandler: NotFoundHandler = (c) => failure(c, notFound());

/** Name, SQLSTATE and place of an unexpected error, with anything that could be personal blanked. */
function describeForLog(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: typeof err };
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((frame) => redact(frame.trim()));
  return {
    error: err.name,
    message: redact(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    at: frames,
  };
}

export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c: Context) => {
    if (err instanceof PlatformError) return failure(c, err);
    // Hono's own 4xx (e.g. a body it could not read) keep their status; anything else is our bug.
    if (err instanceof HTTPException && err.status < 500)
      return failure(c, invalidPayload(redact(err.message) || 'The request could not be read.'));
    log.error('Request failed', { method: c.req.method, path: redact(c.req.path), ...describeForLog(err) });
    return failure(c, internalError());
  };
}
