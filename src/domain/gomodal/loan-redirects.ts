/**
 * The loan codes that send the merchant out of the app, with a full-page redirect (documents 1 and
 * 3, section 8: "three further loan codes trigger full-page redirects to specific URLs (one for a
 * small fixed list of four listed users goes elsewhere); exact values not shown"). Every value the
 * documents leave out is here, in one place; the reading is server/gomodal/CONTRACT.md, "Loan codes
 * that leave the app".
 *
 * | code  | what the platform says                                  | where the merchant goes              |
 * |-------|---------------------------------------------------------|--------------------------------------|
 * | SME03 | the merchant's business loan is served by the partner   | the partner lender's web app; the    |
 * |       | lender's own web app now (a migrated portfolio)         | four listed users: its pilot web app |
 * | SME04 | the merchant's business data must be updated first      | the merchant app's web portal,       |
 * |       | (owner, address or bank changed at the merchant app)    | business profile                     |
 * | SME05 | the loan is in restructuring: the lender's own page     | the lender's restructuring page      |
 *
 * Each target is a build-time setting (VITE_GOMODAL_*_URL, docs/configuration.md), like the
 * operator's contacts; unset, the sandbox's own pages that say where a real build would go. The
 * app appends `return_url` (the loan home on this origin), so the other site can send the merchant
 * back.
 */
export const LOAN_REDIRECT_CODES = ['SME03', 'SME04', 'SME05'] as const;
export type LoanRedirectCode = (typeof LOAN_REDIRECT_CODES)[number];

/** The targets a build can set: one per code, and the one the listed users get on SME03. */
export const LOAN_REDIRECT_TARGETS = ['partnerLender', 'partnerLenderPilot', 'merchantPortal', 'restructuring'] as const;
export type LoanRedirectTarget = (typeof LOAN_REDIRECT_TARGETS)[number];
export type LoanRedirectUrls = Record<LoanRedirectTarget, string>;

export const LOAN_REDIRECT_VARIABLES = {
  partnerLender: 'VITE_GOMODAL_PARTNER_LENDER_URL',
  partnerLenderPilot: 'VITE_GOMODAL_PARTNER_LENDER_PILOT_URL',
  merchantPortal: 'VITE_GOMODAL_MERCHANT_PORTAL_URL',
  restructuring: 'VITE_GOMODAL_RESTRUCTURING_URL',
} as const satisfies Record<LoanRedirectTarget, string>;

/** The sandbox's page for each target (server/gomodal/elsewhere-page.ts), served by the sandbox platform. */
export const SANDBOX_ELSEWHERE_PATH = '/sandbox/gomodal/elsewhere';
export const sandboxElsewherePath = (target: LoanRedirectTarget): string => `${SANDBOX_ELSEWHERE_PATH}/${target}`;

/**
 * The small fixed list of four user ids that SME03 sends elsewhere: the partner lender's pilot
 * merchants, whose loans the partner serves from its pilot web app. The sandbox gives a number one
 * of these ids on request (POST /sandbox/gomodal/loan-redirect with `listedUser`).
 */
export const LISTED_USER_IDS = [
  '5a1e0001-0000-4000-8000-000000000001',
  '5a1e0001-0000-4000-8000-000000000002',
  '5a1e0001-0000-4000-8000-000000000003',
  '5a1e0001-0000-4000-8000-000000000004',
] as const;

const TARGET_OF_CODE: Readonly<Record<LoanRedirectCode, LoanRedirectTarget>> = {
  SME03: 'partnerLender',
  SME04: 'merchantPortal',
  SME05: 'restructuring',
};

export function isLoanRedirectCode(code: string): code is LoanRedirectCode {
  return (LOAN_REDIRECT_CODES as readonly string[]).includes(code);
}

/** Which target a code sends this user to. */
export function loanRedirectTarget(code: LoanRedirectCode, userId: string | null): LoanRedirectTarget {
  if (code === 'SME03' && userId !== null && (LISTED_USER_IDS as readonly string[]).includes(userId)) return 'partnerLenderPilot';
  return TARGET_OF_CODE[code];
}

/** An http(s) URL or a path on this origin; anything else (javascript:, a typo) is not a target. */
function usableUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\/[^\s/]+/i.test(trimmed) ? trimmed : null;
}

/** The build's targets: each variable when it holds a usable URL, else the sandbox's page. */
export function readLoanRedirectUrls(env: Readonly<Record<string, string | undefined>>): LoanRedirectUrls {
  const urls = {} as LoanRedirectUrls;
  for (const target of LOAN_REDIRECT_TARGETS) {
    urls[target] = usableUrl(env[LOAN_REDIRECT_VARIABLES[target]]) ?? sandboxElsewherePath(target);
  }
  return urls;
}

/**
 * The full-page address for the first redirect code among a failed call's errors, or null. `origin`
 * is this app's (a target that is a path is on it); `returnUrl` the loan home's web address
 * (src/domain/merchant-app-links.ts loanProductWebUrl).
 */
export function loanRedirectUrl(
  errors: readonly { code: string }[],
  context: { userId: string | null; urls: LoanRedirectUrls; origin: string; returnUrl: string },
): string | null {
  const code = errors.map((error) => error.code).find(isLoanRedirectCode);
  if (!code) return null;
  const url = context.urls[loanRedirectTarget(code, context.userId)];
  const target = url.startsWith('/') ? `${context.origin}${url}` : url;
  return `${target}${target.includes('?') ? '&' : '?'}return_url=${encodeURIComponent(context.returnUrl)}`;
}
