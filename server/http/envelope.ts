import type { Context } from 'hono';
import type { DataEnvelope, ErrorEnvelope } from '@domain/contract/envelope';
import type { PlatformError } from './errors';

/** A successful answer: `{ data }`. */
export function ok<T>(c: Context, data: T, status: 200 | 201 = 200): Response {
  const body: DataEnvelope<T> = { data };
  return c.json(body, status);
}

/** A failed answer: `{ errors: [...] }` with the error's status and headers. */
export function failure(c: Context, error: PlatformError): Response {
  const body: ErrorEnvelope = { errors: error.items };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}
