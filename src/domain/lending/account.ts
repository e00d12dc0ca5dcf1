/**
 * What every lending account carries (lending_accounts), whatever its product: the provider it is on
 * and whether it is closing. Pay-later's rules read the version (its limits and fees per version).
 */

/** OLD is the original provider; NEW the provider users moved to from 4 Aug 2023 (closed to new users since). */
export const PROVIDER_VERSIONS = ['OLD', 'NEW'] as const;
export type ProviderVersion = (typeof PROVIDER_VERSIONS)[number];

/** NONE open; SCHEDULED closing (old version being deactivated); CLOSED ("service no longer available"). */
export const ACCOUNT_CLOSURE_STATUSES = ['NONE', 'SCHEDULED', 'CLOSED'] as const;
export type AccountClosureStatus = (typeof ACCOUNT_CLOSURE_STATUSES)[number];
