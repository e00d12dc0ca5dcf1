/**
 * The pay-later pages' state and actions: the only module of the area that calls the data worker.
 * Its answers are atoms (src/state/answers.ts), one per resource, each read again when a page that
 * shows it arrives and when an action invalidates 'paylater'; offline they hold this device's kept
 * answers with their time. The paid history keeps what was shown for the back button.
 */
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterTransaction, PaylaterUnpaid } from '@domain/contract/paylater';
import type { ErrorContext } from '@domain/error-presentation';
import type { ConsentRecord } from '@domain/contract/consents';
import { gopayPlusConsent } from '@domain/paylater/gopay-plus';
import type { KycStatus } from '@domain/products';
import { createAnswerFamily } from '@state/answers';
import { pagedList } from '@state/paging';
import { applyOnce } from '@state/product-home';
import { profileAtom } from '@state/session';
import { loadProfile } from '@state/session-actions';
import { appStore } from '@state/store';
import { dataWorker } from '../../data/bridge';

export const PAYLATER_ERRORS: ErrorContext = { flow: 'default', product: 'paylater' };

/** What every pay-later answer depends on: a payment, a signed change or a refund invalidates it. */
const TAGS = ['paylater'] as const;

/** GET /pls/akhirbulan/profile: the home's figures (also read before activation: the onboarding status). */
export const paylaterProfile = createAnswerFamily<'profile', PaylaterProfile>({
  keyOf: () => 'profile',
  read: () => dataWorker().paylater.profile(),
  tags: () => TAGS,
});

/** GET /pls/akhirbulan/transactions/unpaid. */
export const paylaterUnpaid = createAnswerFamily<'unpaid', PaylaterUnpaid>({
  keyOf: () => 'unpaid',
  read: () => dataWorker().paylater.unpaid(),
  tags: () => TAGS,
});

/** A receipt by its id (a receipt does not change: not invalidated by a payment). */
export const paylaterReceipt = createAnswerFamily<string, PaylaterReceipt>({
  keyOf: (receiptId) => receiptId,
  read: (receiptId) => dataWorker().paylater.receipt(receiptId),
  tags: () => [],
});

/** The paid lines and repayments shown so far, newest first, 20 more at a time. */
export const paidHistory = pagedList<PaylaterTransaction[], PaylaterPaidPage>({
  empty: [],
  fetch: (cursor) => dataWorker().paylater.paidPage(cursor),
  itemsOf: (page) => page.transactions,
  nextPageOf: (page) => page.next_page,
  append: (shown, next) => [...shown, ...next],
  errorContext: PAYLATER_ERRORS,
  tags: TAGS,
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
