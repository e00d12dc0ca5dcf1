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

/**
 * PostgreSQL's class 22 ("data exception": a date out of range, a NUL, a number too large) and
 * 54001 (statement too complex) come from values a client sent that the checks before the
 * query let through: the input is at fault, so 400; logged, because a check is missing.
 */
function isInputRejectedByDatabase(err: unknown): boolean {
  const code = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('22') || code === '54001');
}

/** A value the runtime could not take (an invalid date, a broken URI escape) is the input's fault too. */
function isInputRejectedByRuntime(err: unknown): boolean {
  return err instanceof URIError || (err instanceof RangeError && /invalid (time value|date)|out of range/i.test(err.message));
}

export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c: Context) => {
    if (err instanceof PlatformError) return failure(c, err);
    if (isInputRejectedByDatabase(err) || isInputRejectedByRuntime(err)) {
      log.warn('Input refused late (a check is missing before this point)', {
        method: c.req.method,
        path: redact(c.req.path),
        ...describeForLog(err),
      });
      return failure(c, invalidPayload('A value in the request is out of range or not valid.'));
    }
    // Hono's own 4xx (e.g. a body it could not read) keep their status; anything else is our bug.
    if (err instanceof HTTPException && err.status < 500)
      return failure(c, invalidPayload(redact(err.message) || 'The request could not be read.'));
    log.error('Request failed', { method: c.req.method, path: redact(c.req.path), ...describeForLog(err) });
    return failure(c, internalError());
  };
}
