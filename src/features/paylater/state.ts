/**
 * The pay-later pages' state and actions: the only module of the area that calls the data worker.
 * Answers are read afresh on each arrival (money figures must be current); the paid history keeps
 * what was shown for the back button.
 */
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterTransaction, PaylaterUnpaid } from '@domain/contract/paylater';
import type { ErrorContext } from '@domain/error-presentation';
import type { ConsentRecord } from '@domain/contract/home';
import { gopayPlusConsent } from '@domain/paylater/gopay-plus';
import type { KycStatus } from '@domain/products';
import { pagedList } from '@state/paging';
import { profileAtom } from '@state/session';
import { loadProfile } from '@state/session-actions';
import { appStore } from '@state/store';
import { applyOnce, loadProductHome, type ProductHome } from '@state/product-home';
import { dataWorker } from '../../data/bridge';

export const PAYLATER_ERRORS: ErrorContext = { flow: 'default', product: 'paylater' };

export type PaylaterHome = ProductHome<PaylaterProfile>;

/** What /gopaylater/ab shows: the next step before activation, or the home with its profile. */
export function loadPaylaterHome(): Promise<PaylaterHome> {
  return loadProductHome('paylater', () => dataWorker().paylater.profile());
}

export function fetchPaylaterProfile(): Promise<PaylaterProfile> {
  return dataWorker().paylater.profile();
}

export function fetchPaylaterUnpaid(): Promise<PaylaterUnpaid> {
  return dataWorker().paylater.unpaid();
}

export function fetchPaylaterReceipt(receiptId: string): Promise<PaylaterReceipt> {
  return dataWorker().paylater.receipt(receiptId);
}

/** The paid lines and repayments shown so far, newest first, 20 more at a time. */
export const paidHistory = pagedList<PaylaterTransaction[], PaylaterPaidPage>({
  empty: [],
  fetch: (cursor) => dataWorker().paylater.paidPage(cursor),
  itemsOf: (page) => page.transactions,
  nextPageOf: (page) => page.next_page,
  append: (shown, next) => [...shown, ...next],
  errorContext: PAYLATER_ERRORS,
});

/** POST /v1/user/account for pay-later, then where to go (nextStepAfterApply). */
export const applyForPaylater = applyOnce('paylater', () => dataWorker().paylater.apply());

/** GoPay Plus: the user's consents (GET /v1/user/consents) and the account's KYC status, read together. */
export async function loadGopayPlus(): Promise<{ consents: ConsentRecord[]; kycStatus: KycStatus | null }> {
  const [answer] = await Promise.all([dataWorker().products.consents(), loadProfile().catch(() => undefined)]);
  return { consents: answer.consents, kycStatus: appStore.get(profileAtom)?.kycStatus ?? null };
}

/** POST /v1/user/consents with the GoPay Plus consent object as is. */
export function giveGopayPlusConsent(): Promise<ConsentRecord> {
  return dataWorker().products.giveConsent(gopayPlusConsent());
}
