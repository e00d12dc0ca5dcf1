/**
 * The pay-later pages' state and actions: the only module of the area that calls the data worker.
 * Answers are read afresh on each arrival (money figures must be current); the paid history keeps
 * what was shown for the back button.
 */
import type { ApplyResponse } from '@domain/contract/apply';
import { nextStepAfterApply } from '@domain/contract/apply';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterTransaction, PaylaterUnpaid } from '@domain/contract/paylater';
import type { ErrorContext } from '@domain/error-presentation';
import { entryStep, stepAfterApply, type ProductStep } from '@domain/product-journey';
import { jakartaDate } from '@domain/time';
import { pagedList } from '@state/paging';
import { profileAtom } from '@state/session';
import { loadProfile } from '@state/session-actions';
import { appStore } from '@state/store';
import { dataWorker } from '../../data/bridge';

export const PAYLATER_ERRORS: ErrorContext = { flow: 'default', product: 'paylater' };

/** What /gopaylater/ab shows: the next step before activation, or the home with its profile. */
export type PaylaterHome =
  | { step: Exclude<ProductStep, { kind: 'home' }> }
  | { step: Extract<ProductStep, { kind: 'home' }>; profile: PaylaterProfile };

/**
 * The account is read again (an approval or a signature since the guard read it changes the step),
 * the pay-later profile at the same time; without a fresh account (offline) the one known is used.
 */
export async function loadPaylaterHome(): Promise<PaylaterHome> {
  const profile = dataWorker().paylater.profile();
  profile.catch(() => undefined); // not awaited when the product is not activated
  const refused = await loadProfile().then(
    () => null,
    (error: unknown) => error,
  );
  const account = appStore.get(profileAtom);
  if (!account) throw refused;
  const step = entryStep('paylater', { kycStatus: account.kycStatus, info: account.userProductInfo.paylater }, jakartaDate(Date.now()));
  if (step.kind !== 'home') return { step };
  return { step, profile: await profile };
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

/** The account as the apply call answered it, so every page (the home cards too) sees the new statuses. */
function keepAccount(answer: ApplyResponse): void {
  const account = appStore.get(profileAtom);
  if (account) appStore.set(profileAtom, { ...account, kycStatus: answer.kycStatus, userProductInfo: answer.userProductInfo });
}

let applying: Promise<ProductStep> | null = null;

/**
 * POST /v1/user/account for pay-later, then where to go. One call at a time: the page may mount
 * twice (React's strict mode, a quick reload), and applying twice must not show two outcomes.
 */
export function applyForPaylater(): Promise<ProductStep> {
  applying ??= dataWorker()
    .paylater.apply()
    .then((answer) => {
      keepAccount(answer);
      const info = answer.userProductInfo.paylater;
      const next = nextStepAfterApply({ kycStatus: answer.kycStatus, status: info.status, eligibility: info.eligibility });
      return stepAfterApply('paylater', next, { kycStatus: answer.kycStatus, info });
    })
    .finally(() => {
      applying = null;
    });
  return applying;
}
