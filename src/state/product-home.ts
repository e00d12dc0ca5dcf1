/**
 * What the pay-later and cicilan areas do alike around the account: decide a product home's step from
 * the account read afresh on arrival, and apply, merging the answered statuses into the account
 * (src/state/account-answer.ts). The product's own answers (its profile) are its area's atoms.
 */
import { useAtomValue } from 'jotai';
import type { ApplyResponse } from '@domain/contract/apply';
import { nextStepAfterApply } from '@domain/contract/apply';
import { jakartaDay } from '@domain/calendar-date';
import type { ApiErrorData } from '@domain/errors';
import { entryStep, stepAfterApply, type ConsumerProduct, type ProductStep } from '@domain/product-journey';
import { accountChanged } from './account-answer';
import { asApiError } from './errors';
import { platformNowMs } from './platform-clock';
import { keptProfileAtom, profileAtom } from './session';
import { loadProfile } from './session-actions';
import { useLatestAnswer } from './use-latest-answer';

export type HomeStep = Extract<ProductStep, { kind: 'home' }>;

export type ProductStepState = { status: 'loading' } | { status: 'failed'; error: ApiErrorData } | { status: 'ready'; step: ProductStep };

/**
 * A product home's step: the account is read again on arrival (an approval or a signature since the
 * guard read it changes the step); without an answer (offline) the account known decides (the worker
 * answers the one kept with the session), and so does, meanwhile, the copy a warm start shows.
 */
export function useProductStep(product: ConsumerProduct): { state: ProductStepState; retry: () => void } {
  const account = useAtomValue(profileAtom);
  const kept = useAtomValue(keptProfileAtom) !== null;
  const { answer, askAgain } = useLatestAnswer(product, () => loadProfile());
  // A warm start's kept account decides at once; the answer, when it comes, decides again.
  if (answer.status === 'pending' && !(kept && account)) return { state: { status: 'loading' }, retry: askAgain };
  if (!account) {
    const error = answer.status === 'failed' ? asApiError(answer.error) : asApiError(null);
    return { state: { status: 'failed', error }, retry: askAgain };
  }
  const step = entryStep(
    product,
    { kycStatus: account.kycStatus, info: account.userProductInfo[product] },
    jakartaDay(platformNowMs(account)),
  );
  return { state: { status: 'ready', step }, retry: askAgain };
}

/**
 * Applies once at a time (a page may mount twice), merges the answered statuses into the account
 * (never over its figures) and reads the account and the product again; answers where to go.
 */
export function applyOnce(product: ConsumerProduct, apply: () => Promise<ApplyResponse>): () => Promise<ProductStep> {
  let applying: Promise<ProductStep> | null = null;
  return () => {
    applying ??= apply()
      .then((answer) => {
        accountChanged({ kycStatus: answer.kycStatus, userProductInfo: answer.userProductInfo }, product);
        const info = answer.userProductInfo[product];
        const next = nextStepAfterApply({ kycStatus: answer.kycStatus, status: info.status, eligibility: info.eligibility });
        return stepAfterApply(product, next, { kycStatus: answer.kycStatus, info });
      })
      .finally(() => {
        applying = null;
      });
    return applying;
  };
}
