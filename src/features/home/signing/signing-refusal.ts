import { hasMessage } from '@i18n/catalogue';
import { asApiError, presentError } from '@state/errors';
import { showFlash } from '@state/notify';

/**
 * Signing-info and signed-call failures are shown as a flash message (section 8): in the user's
 * language when the catalogue knows the code, otherwise as the catalogue's rules say.
 */
export function showSigningError(error: unknown, product: string): void {
  const apiError = asApiError(error);
  const code = apiError.errors[0]?.code;
  if (
    apiError.status >= 400 &&
    apiError.status < 500 &&
    apiError.status !== 401 &&
    apiError.status !== 403 &&
    code &&
    hasMessage(`errors.${code}`)
  ) {
    showFlash({ id: `errors.${code}` });
    return;
  }
  presentError(error, { flow: 'default', product });
}
