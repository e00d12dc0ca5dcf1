/**
 * The repayment pages' state and actions: the only code of the area that calls the data worker.
 * One entry per repayment scope (an account or an order), so the chooser and the VA screen of the
 * same scope share what was last loaded.
 */
import { atom } from 'jotai';
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/repayment';
import { isApiErrorData, isNoAnswer, makeApiError, type ApiErrorData } from '@domain/errors';
import { clockOffsetMs } from '@domain/repayment/countdown';
import { appStore } from '@state/store';
import type { RepaymentTarget, StoredBill } from '@worker/repayment/contract';
import { dataWorker } from '../../data/bridge';
import { openFailure, partialAmountMessage, type OpenFailure } from './repayment-view';

export type RepaymentLoad =
  | { status: 'loading' }
  /** Answered now (`bill`: its figures as kept). `clockOffsetMs`: add to the device's clock to read the platform's. */
  | { status: 'live'; dues: RepaymentDues; virtualAccount: VirtualAccount | null; bill: StoredBill; clockOffsetMs: number }
  /** No network: the bill kept on this device for the scope. */
  | { status: 'stored'; bill: StoredBill; error: ApiErrorData }
  /** The payment methods could not be loaded; `offline` when there was no answer and nothing kept. */
  | { status: 'failed'; error: ApiErrorData; offline: boolean };

const LOADING: RepaymentLoad = { status: 'loading' };

/** Keyed by scope id. */
export const repaymentLoadsAtom = atom<Readonly<Record<string, RepaymentLoad>>>({});

export function repaymentLoadOf(loads: Readonly<Record<string, RepaymentLoad>>, scopeId: string): RepaymentLoad {
  return loads[scopeId] ?? LOADING;
}

/** Drops what was loaded for a scope: the next page opened on it waits for a fresh answer. */
export function forgetRepayment(scopeId: string): void {
  appStore.set(repaymentLoadsAtom, (loads) => {
    const { [scopeId]: _forgotten, ...rest } = loads;
    return rest;
  });
}

function setLoad(scopeId: string, load: RepaymentLoad): void {
  appStore.set(repaymentLoadsAtom, (loads) => ({ ...loads, [scopeId]: load }));
}

function toApiError(error: unknown): ApiErrorData {
  return isApiErrorData(error) ? error : makeApiError(0, [], 'Unexpected error');
}

/**
 * Loads (or refreshes) what a scope owes and its newest VA. `fresh`: forget what was shown before
 * (a page opened anew); otherwise the last answer stays on screen until the new one arrives.
 */
export async function loadRepayment(target: RepaymentTarget, options: { fresh?: boolean } = {}): Promise<RepaymentLoad> {
  if (options.fresh) setLoad(target.scopeId, LOADING);
  let next: RepaymentLoad;
  try {
    const overview = await dataWorker().repayment.overview(target);
    next =
      overview.source === 'live'
        ? {
            status: 'live',
            dues: overview.dues,
            virtualAccount: overview.virtualAccount,
            bill: overview.bill,
            clockOffsetMs: clockOffsetMs(overview.dues.asOf, Date.now()),
          }
        : { status: 'stored', bill: overview.bill, error: overview.error };
  } catch (thrown) {
    const error = toApiError(thrown);
    next = { status: 'failed', error, offline: isNoAnswer(error) };
  }
  setLoad(target.scopeId, next);
  return next;
}

export type OpenResult = { ok: true; virtualAccount: VirtualAccount } | { ok: false; failure: OpenFailure };

/**
 * Opens a VA for the chosen type and bank (PARTIAL with the typed digits). A PARTIAL amount out of
 * bounds is refused here, with the same rule and message as the platform, without a call. After a
 * refusal that means the dues or the window moved, the scope is loaded again.
 */
export async function openVirtualAccount(target: RepaymentTarget, dues: RepaymentDues, request: CatchupRequest): Promise<OpenResult> {
  if (request.catchupType === 'PARTIAL') {
    const message = partialAmountMessage(request.amount, dues);
    if (message) return { ok: false, failure: { kind: 'amount', message } };
  }
  const body: CatchupRequest = { ...request, amount: request.catchupType === 'PARTIAL' ? request.amount : '0' };
  try {
    const virtualAccount = await dataWorker().repayment.openVirtualAccount(target, body);
    const current = appStore.get(repaymentLoadsAtom)[target.scopeId];
    if (current?.status === 'live') setLoad(target.scopeId, { ...current, virtualAccount });
    return { ok: true, virtualAccount };
  } catch (thrown) {
    const failure = openFailure(toApiError(thrown), dues);
    // SLIK flagged since the page loaded: the new answer carries it, and the page detours.
    const slik = failure.kind === 'other' && failure.error.errors[0]?.code === 'REPAYMENT_SLIK_REQUIRED';
    if (failure.kind === 'nothing-due' || failure.kind === 'freeze' || failure.kind === 'pending' || slik) await loadRepayment(target);
    return { ok: false, failure };
  }
}
