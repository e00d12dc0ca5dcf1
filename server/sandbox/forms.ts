/** What the sandbox pages' HTML forms share: telling a form from JSON, reading its fields, refusing other sites. */
import type { Context } from 'hono';
import { PlatformError } from '../http/errors';

export const isForm = (c: Context): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(c.req.header('content-type') ?? '');

export const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Without this, any site could post a form that moves money in a sandbox left open. */
export function refuseCrossSiteForm(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw PlatformError.of(403, 'FORBIDDEN', 'Sandbox forms can only be sent from the sandbox pages themselves.', 'cross-site form');
  }
}

/** A whole number typed in a form ("1.500.000", "1,500,000" and "1500000" alike); NaN when it is not one. */
export function formWholeNumber(value: unknown): number {
  const digits = formText(value).replace(/[.,\s]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}
