/**
 * SLIK blockers (document 2, section 3: slik_changes {has_invalid_slik, force_resubmission}; document
 * 1, section 9: the sources banner, transaction, repayment): the credit-bureau (SLIK) answers the
 * platform holds are unusable or must be sent again, so a pay-later purchase or repayment first
 * detours through the questionnaire and comes back to where the user was.
 */

export const SLIK_BLOCKER_SOURCES = ['banner', 'transaction', 'repayment'] as const;
export type SlikBlockerSource = (typeof SLIK_BLOCKER_SOURCES)[number];

export interface SlikFlags {
  has_invalid_slik: boolean;
  force_resubmission: boolean;
}

/** The questionnaire's route (the KYC area's page). */
export const SLIK_QUESTIONNAIRE_ROUTE = '/kyc/slik';

export function isSlikBlocked(flags: SlikFlags): boolean {
  return flags.has_invalid_slik || flags.force_resubmission;
}

export function isSlikBlockerSource(value: unknown): value is SlikBlockerSource {
  return typeof value === 'string' && (SLIK_BLOCKER_SOURCES as readonly string[]).includes(value);
}

/**
 * Only a path of this app may be a way back: one leading "/", not "//" or "/\" (another host),
 * no scheme, no control characters. Anything else: null.
 */
export function safeReturnPath(raw: string | null): string | null {
  if (raw === null || raw.length === 0 || raw.length > 512) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  return raw;
}

/** /kyc/slik?product=paylater&source=…&returnTo=…: the way back is in the address, so a reload keeps it. */
export function slikDetourPath(source: SlikBlockerSource, returnTo: string): string {
  const back = encodeURIComponent(safeReturnPath(returnTo) ?? '/');
  return `${SLIK_QUESTIONNAIRE_ROUTE}?product=paylater&source=${source}&returnTo=${back}`;
}

/** Where the questionnaire goes once sent (its `returnTo`, already decoded): back to where the user was, or home. */
export function slikReturnPath(returnTo: string | null): string {
  return safeReturnPath(returnTo) ?? '/';
}
