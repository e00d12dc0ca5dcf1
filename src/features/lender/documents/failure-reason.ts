import type { ApiErrorData } from '@domain/errors';
import { hasMessage } from '@i18n/catalogue';

/**
 * Why a document's upload failed, as a catalogue message: this step's own wording first (it names
 * the PDF), then the shared catalogue's; null when neither knows the code (the tile then says it
 * failed, without the platform's English).
 */
export function documentFailureMessageId(error: ApiErrorData): string | null {
  const code = error.errors[0]?.errorKey ?? error.errors[0]?.code ?? error.errorKey;
  for (const key of [`lenderDocuments.failed.${code}`, `errors.${code}`]) if (hasMessage(key)) return key;
  return null;
}
