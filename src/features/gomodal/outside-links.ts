/**
 * The merchant loan's ways out of this app, read once from the build (Vite replaces
 * import.meta.env.VITE_* at build time): the full-page targets of the loan redirect codes and the
 * loan product's own web address. The merchant app's deep links: merchant-app.ts. The rules and the values: src/domain/gomodal/loan-redirects.ts and
 * src/domain/merchant-app-links.ts; the settings: docs/configuration.md.
 */
import type { ApiErrorData } from '@domain/errors';
import { isLoanRedirectCode, loanRedirectUrl, readLoanRedirectUrls } from '@domain/gomodal/loan-redirects';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { loanProductWebUrl } from '@domain/merchant-app-links';
import { profileAtom } from '@state/session';
import { appStore } from '@state/store';

const env = import.meta.env;

const LOAN_REDIRECT_URLS = readLoanRedirectUrls({
  VITE_GOMODAL_PARTNER_LENDER_URL: env.VITE_GOMODAL_PARTNER_LENDER_URL,
  VITE_GOMODAL_PARTNER_LENDER_PILOT_URL: env.VITE_GOMODAL_PARTNER_LENDER_PILOT_URL,
  VITE_GOMODAL_MERCHANT_PORTAL_URL: env.VITE_GOMODAL_MERCHANT_PORTAL_URL,
  VITE_GOMODAL_RESTRUCTURING_URL: env.VITE_GOMODAL_RESTRUCTURING_URL,
});

/** The loan product's own web address with `path` appended (this app's origin unless the build names one). */
export function loanWebUrl(path: string): string {
  return loanProductWebUrl(env.VITE_GOMODAL_WEB_URL || window.location.origin, path);
}

/**
 * A redirect code among a failed call's errors: the browser leaves for its target (a full page,
 * not a route of this app). Answers whether it left.
 */
export function leaveForLoanRedirect(error: ApiErrorData): boolean {
  if (!error.errors.some((item) => isLoanRedirectCode(item.code))) return false;
  const url = loanRedirectUrl(error.errors, {
    userId: appStore.get(profileAtom)?.userId ?? null,
    urls: LOAN_REDIRECT_URLS,
    origin: window.location.origin,
    returnUrl: loanWebUrl(GOMODAL_ROUTES.home),
  });
  if (!url) return false;
  window.location.assign(url);
  return true;
}
