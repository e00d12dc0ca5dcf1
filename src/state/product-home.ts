/**
 * What the pay-later and cicilan areas do alike around the account: read the product home (the
 * account afresh, the product's profile at the same time) and apply, keeping the answered statuses.
 * Each area passes its own calls of the data worker.
 */
import type { ApplyResponse } from '@domain/contract/apply';
import { nextStepAfterApply } from '@domain/contract/apply';
import { entryStep, stepAfterApply, type ConsumerProduct, type ProductStep } from '@domain/product-journey';
import { isApiErrorData, isNoAnswer } from '@domain/errors';
import { jakartaDay } from '@domain/calendar-date';
import type { StoredBill } from '@worker/repayment/contract';
import { dataWorker } from '../data/bridge';
import { platformNowMs } from './platform-clock';
import { profileAtom } from './session';
import { loadProfile } from './session-actions';
import { appStore } from './store';

export type HomeStep = Extract<ProductStep, { kind: 'home' }>;

/**
 * A product home: the step that leads on before activation, the home with the product's profile,
 * or, offline, the bill this device kept from the last time it was answered (repayment pages).
 */
export type ProductHome<Profile> =
  | { step: Exclude<ProductStep, { kind: 'home' }> }
  | { step: HomeStep; profile: Profile }
  | { step: HomeStep; keptBill: StoredBill };

/**
 * The account is read again (an approval or a signature since the guard read it changes the step),
 * the product's profile at the same time; without a fresh account (offline) the one known decides.
 */
export async function loadProductHome<Profile>(
  product: ConsumerProduct,
  fetchProfile: () => Promise<Profile>,
): Promise<ProductHome<Profile>> {
  const profile = fetchProfile();
  profile.catch(() => undefined); // not awaited when the product is not activated
  const refused = await loadProfile().then(
    () => null,
    (error: unknown) => error,
  );
  const account = appStore.get(profileAtom);
  if (!account) throw refused;
  const step = entryStep(
    product,
    { kycStatus: account.kycStatus, info: account.userProductInfo[product] },
    jakartaDay(platformNowMs(account)),
  );
  if (step.kind !== 'home') return { step };
  try {
    return { step, profile: await profile };
  } catch (error) {
    // No network: a user in a shop with no signal can still read how much to pay and where.
    const kept =
      isApiErrorData(error) && isNoAnswer(error)
        ? await dataWorker()
            .repayment.lastBill(product)
            .catch(() => null)
        : null;
    if (kept) return { step, keptBill: kept };
    throw error;
  }
}

/** Applies once at a time (a page may mount twice), keeps the answered statuses, and answers where to go. */
export function applyOnce(product: ConsumerProduct, apply: () => Promise<ApplyResponse>): () => Promise<ProductStep> {
  let applying: Promise<ProductStep> | null = null;
  return () => {
    applying ??= apply()
      .then((answer) => {
        const account = appStore.get(profileAtom);
        if (account) appStore.set(profileAtom, { ...account, kycStatus: answer.kycStatus, userProductInfo: answer.userProductInfo });
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
