import type { ApiErrorItem } from '../errors';

/** Every successful answer of the platform. */
export interface DataEnvelope<T> {
  data: T;
}

/** Every failed answer of the platform, with a 4xx or 5xx status. */
export interface ErrorEnvelope {
  errors: ApiErrorItem[];
}

/**
 * Codes any call may answer with, beside the per-area codes (AUTH_ERROR_CODES, ...):
 * UNAUTHORIZED comes with 401 (missing, unknown, expired or revoked bearer token), FORBIDDEN with 403.
 */
export const PLATFORM_ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];
