/**
 * The session's account (GET /v1/user, profileAtom) as one of the platform's answers: calls that
 * change a product's status (applying, the signed contract) answer the statuses only, without the
 * home cards' figures (ProductInfo.summary). They are merged into the full answer, never written
 * over it, and the account is then read again for the figures that changed (issue 36: the home card
 * lost its figures after signing a plan, due-date or migration change, or applying for cicilan).
 */
import type { ProductInfo, UserProfile } from '@domain/contract/profile';
import type { KycStatus, ProductName } from '@domain/products';
import { invalidateAnswers } from './answers';
import { profileAtom } from './session';
import { appStore } from './store';

/** What a status-changing call answers of the account. */
export interface AnsweredStatuses {
  kycStatus?: KycStatus;
  userProductInfo: Record<ProductName, ProductInfo>;
}

/**
 * The account with a call's statuses: each product's status comes from the answer; its figures stay
 * while it stays ACTIVATED (the read that follows brings the new ones), and go when it is not.
 */
export function withAnsweredStatuses(account: UserProfile, answer: AnsweredStatuses): UserProfile {
  const userProductInfo = { ...account.userProductInfo };
  for (const [product, info] of Object.entries(answer.userProductInfo) as [ProductName, ProductInfo][]) {
    const known = account.userProductInfo[product];
    const summary = info.summary ?? (info.status === 'ACTIVATED' && known?.status === 'ACTIVATED' ? known.summary : undefined);
    // The figures' eligibility is the ledger's status; a statuses-only answer keeps it while activated.
    const eligibility = !info.summary && summary && known ? known.eligibility : info.eligibility;
    const { summary: _dropped, ...rest } = info;
    userProductInfo[product] = summary ? { ...rest, eligibility, summary } : { ...rest, eligibility };
  }
  return { ...account, ...(answer.kycStatus ? { kycStatus: answer.kycStatus } : {}), userProductInfo };
}

/**
 * A call changed the account's statuses: they are merged into the account now, and the account and
 * the products' answers (`tags`: the products it touched) are read again.
 */
export function accountChanged(answer: AnsweredStatuses, ...tags: string[]): void {
  const account = appStore.get(profileAtom);
  if (account) appStore.set(profileAtom, withAnsweredStatuses(account, answer));
  invalidateAnswers('account', ...tags);
}
