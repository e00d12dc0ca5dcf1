/**
 * The loan codes of the platform's error catalogue (platform document, section 8; document 3,
 * section 8): "Code SME01 on a gomodal page other than the root or two excluded routes: redirect to a
 * fixed route. SME01 and ME1 also mean no plans are available. SME02 is a plan-related flag."
 *
 * Reading chosen: SME01 means the merchant has no loan plan (offer) now, so the fixed route is the
 * ineligible screen, which says why and offers "tell me when I'm eligible". The two excluded routes:
 * the home, which shows a merchant without a plan its own card (a redirect would take away the one
 * page that explains the loan state), and the ineligible screen itself (no redirect loop). The root
 * /gomodal only forwards to the home. Every other /gomodal page is a step that needs a plan.
 *
 * The platform names in `cause` the blocker that leaves the merchant without a plan (server
 * CONTRACT: the offer's SME01): a blocker with a page of its own goes there (a non-owner to
 * /gomodal/error/non-owner, a rejected application to /gomodal/cde-rejected, a delinquent merchant
 * to ineligible-screen?type=delinquent, document 3 section 6), any other cause to the generic screen.
 */
import { APPLY_BLOCKER_ROUTES } from './blocker-routes';
import { APPLY_BLOCKERS, type ApplyBlocker } from './blockers';
import { GOMODAL_ROUTES } from './routes';

export const SME01 = 'SME01';
/** Both say "no plans are available"; only SME01 redirects. */
export const NO_PLAN_ERROR_CODES = ['SME01', 'ME1'] as const;
/** A plan-related flag whose meaning the documents do not give: shown as the platform's message. */
export const SME02 = 'SME02';

export const SME01_TARGET = GOMODAL_ROUTES.ineligible;
export const SME01_EXCLUDED_ROUTES: readonly string[] = [GOMODAL_ROUTES.root, GOMODAL_ROUTES.home, GOMODAL_ROUTES.ineligible];

export function isNoPlanError(codes: readonly string[]): boolean {
  return codes.some((code) => (NO_PLAN_ERROR_CODES as readonly string[]).includes(code));
}

const isApplyBlocker = (cause: string): cause is ApplyBlocker => (APPLY_BLOCKERS as readonly string[]).includes(cause);

/**
 * Where a page at `pathname` goes when a call answers these errors (code and the platform's cause);
 * null: it stays.
 */
export function sme01Redirect(pathname: string, errors: readonly { code: string; cause?: string }[]): string | null {
  const noPlan = errors.find((error) => error.code === SME01);
  if (!noPlan) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!path.startsWith(`${GOMODAL_ROUTES.root}/`) || SME01_EXCLUDED_ROUTES.includes(path)) return null;
  const cause = noPlan.cause ?? '';
  const target = isApplyBlocker(cause) ? APPLY_BLOCKER_ROUTES[cause] : SME01_TARGET;
  // Already on the blocker's own page (its path, whatever its query): nowhere else to go.
  return target.split('?')[0] === path ? null : target;
}
