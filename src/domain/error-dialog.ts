/**
 * The generic server-error dialog overlays every page "except one excluded path" (documents 1 and 3,
 * section 2; which path is not shown). Decided: the magic-link landing. Its code signs in once, and
 * the dialog's "Try again" reloads the page, sending the spent code again; the page says itself what
 * went wrong, with a retry where one can work (a lost connection) and the way to sign in by phone.
 */
export const GENERIC_ERROR_DIALOG_EXCLUDED_PATH = '/sso/magic-link';

export function genericErrorDialogShownOn(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') !== GENERIC_ERROR_DIALOG_EXCLUDED_PATH;
}
