/**
 * How a refused KYC photo is told to the user: the storage's codes in this area's words (the
 * platform's own text is English and about files in general), anything else the usual way.
 */
import type { ApiErrorData } from '@domain/errors';
import { showFlash } from '@state/notify';
import { presentError } from '@state/errors';

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

export function presentPhotoError(error: unknown, product: string): void {
  const known = typeof error === 'object' && error !== null && 'kind' in error ? kycPhotoMessageId(error as ApiErrorData) : null;
  if (known) showFlash({ id: known });
  else presentError(error, { flow: 'default', product });
}
