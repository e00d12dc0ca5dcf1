import { SIGNED_IN_HINT_KEY } from '@domain/first-paint';

/**
 * The hint index.html's first-paint script reads (src/domain/first-paint.ts): set while a session
 * is stored on this device, so a signed-in reload paints the neutral app frame instead of the
 * sign-in form. Not personal: one constant, no user id, no token.
 */
export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (a private window): the first paint is then the sign-in form, as before.
  }
}

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
