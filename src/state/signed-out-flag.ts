/**
 * The flag `/logout` sets (platform document, section 2: "clears the session, sets a flag, goes to
 * /"). The document does not say what it gates; here it marks a device on which someone has signed
 * out, i.e. a returning user, and gates one thing: the pay-later education before sign-in
 * (/benefitScreen) is skipped for them, straight on to the partner sign-in, as for a partner's
 * add_payment entry point (the same section's "or a flag is set"). Someone who used the product and
 * signed out has read it; sending them through it again is in the way. Not personal: one
 * constant, kept in localStorage beside the language choice, and never cleared by a sign-in.
 */
const SIGNED_OUT_KEY = 'app.signedOutBefore';

export function setSignedOutFlag(): void {
  try {
    localStorage.setItem(SIGNED_OUT_KEY, 'true');
  } catch {
    // Storage refused (a private window's quota): the flag only saves a screen.
  }
}

export function hasSignedOutFlag(): boolean {
  try {
    return localStorage.getItem(SIGNED_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}
