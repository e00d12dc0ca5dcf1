/**
 * How a refused KYC photo is told to the user: the storage's codes in this area's words (the
 * platform's own text is English and about files in general), anything else the usual way.
 */
import type { ApiErrorData } from '@domain/errors';
import { formRefusalOf } from '@state/errors';
import type { UiText } from '@state/ui';

const MESSAGE_BY_CODE: Record<string, string> = {
  FILE_TOO_LARGE: 'errors.PHOTO_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'errors.PHOTO_UNREADABLE',
  UPLOAD_ADDRESS_EXPIRED: 'kycPhotos.uploadFailed',
  UPLOAD_ADDRESS_INVALID: 'kycPhotos.uploadFailed',
  CLIENT_ERROR: 'kycPhotos.uploadFailed',
};

export function kycPhotoMessageId(error: ApiErrorData): string | null {
  return MESSAGE_BY_CODE[error.errors[0]?.code ?? ''] ?? null;
}

/**
 * What the photo's tile says about a failed take or upload, until the user takes, picks or sends it
 * again; null when it was dealt with otherwise (the session, the connection notice, the dialog).
 */
export function photoRefusalOf(error: unknown, product: string): UiText | null {
  const known = typeof error === 'object' && error !== null && 'kind' in error ? kycPhotoMessageId(error as ApiErrorData) : null;
  if (known) return { id: known };
  return formRefusalOf(error, { flow: 'default', product });
}
