/**
 * Refuses, before any route runs, the inputs no route can mean: a path or query whose
 * percent-encoding is broken or decodes to something that is not text (NUL, a lone surrogate,
 * invalid UTF-8). One check here instead of one in every route that reads a parameter, and the
 * database never sees a NUL (PostgreSQL refuses it with an error, which would be a 500).
 */
import type { MiddlewareHandler } from 'hono';
import { isPlatformPath } from '@domain/contract/http';
import { failure } from './envelope';
import { invalidPayload } from './errors';

/** UTF-16 halves without their pair: no character, and PostgreSQL cannot store them. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** false for text holding what is never text a person or a client meant: NUL, or a lone surrogate. */
export function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Decodes one percent-encoded component; null when the encoding is broken or decodes to non-text. */
export function decodeComponent(raw: string, plusIsSpace = false): string | null {
  try {
    const decoded = decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
    return isCleanText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** null when every segment of the path and every name and value of the query decode to clean text; else the part at fault. */
export function brokenUrlPart(url: string): 'path' | 'query' | null {
  const start = url.indexOf('://');
  const pathStart = start < 0 ? 0 : url.indexOf('/', start + 3);
  const rest = pathStart < 0 ? '/' : url.slice(pathStart);
  const hash = rest.indexOf('#');
  const noHash = hash < 0 ? rest : rest.slice(0, hash);
  const queryAt = noHash.indexOf('?');
  const path = queryAt < 0 ? noHash : noHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : noHash.slice(queryAt + 1);
  if (decodeComponent(path) === null) return 'path';
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    if (decodeComponent(name, true) === null || decodeComponent(value, true) === null) return 'query';
  }
  return null;
}

export const inputGuard: MiddlewareHandler = async (c, next) => {
  if (!isPlatformPath(c.req.path)) return next();
  const broken = brokenUrlPart(c.req.url);
  if (broken === 'path')
    return failure(
      c,
      invalidPayload('The address is not valid: it holds a broken percent-encoding or a character that is not text.', 'path'),
    );
  if (broken === 'query')
    return failure(
      c,
      invalidPayload('The query is not valid: it holds a broken percent-encoding or a character that is not text.', 'query'),
    );
  return next();
};
