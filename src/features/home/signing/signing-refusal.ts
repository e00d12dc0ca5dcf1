import { hasMessage } from '@i18n/catalogue';
import { asApiError, formRefusalOf } from '@state/errors';
import type { UiText } from '@state/ui';

/**
 * What a failed signing-info or signed call says beside its button until the user acts (section 8):
 * in the user's language when the catalogue knows the code, otherwise as the catalogue's rules say;
 * null when it was dealt with otherwise (the session, the generic dialog, the connection notice).
 */
export function signingRefusalOf(error: unknown, product: string): UiText | null {
  const apiError = asApiError(error);
  const code = apiError.errors[0]?.code;
  if (
    apiError.status >= 400 &&
    apiError.status < 500 &&
    apiError.status !== 401 &&
    apiError.status !== 403 &&
    code &&
    hasMessage(`errors.${code}`)
  )
    return { id: `errors.${code}` };
  return formRefusalOf(error, { flow: 'default', product });
}
