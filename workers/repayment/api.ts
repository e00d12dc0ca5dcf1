import {
  catchupPath,
  repaymentDuesPath,
  type CatchupRequest,
  type CurrentVirtualAccount,
  type RepaymentDues,
  type VirtualAccount,
} from '@domain/contract/repayment';
import { NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE, hasErrorCode, isApiErrorData, type ApiErrorData } from '@domain/errors';
import type { WorkerAreaDeps } from '../area-deps';
import { BillStore, billFromAnswer } from './bill-store';
import type { RepaymentOverview, RepaymentTarget, RepaymentWorkerApi } from './contract';

/** No answer at all (offline, or a timeout): the case where the kept bill stands in. */
export function isNoAnswer(error: unknown): error is ApiErrorData {
  return (
    isApiErrorData(error) && error.status === 0 && (hasErrorCode(error, NETWORK_ERROR_CODE) || hasErrorCode(error, TIMEOUT_ERROR_CODE))
  );
}

export interface RepaymentArea {
  api: RepaymentWorkerApi;
  /** Cleared at logout by the worker's composition (workers/worker-api.ts). */
  bills: BillStore;
}

export function createRepaymentArea(deps: WorkerAreaDeps): RepaymentArea {
  const { client } = deps;
  const bills = new BillStore(deps.db, () => deps.session.snapshot()?.csTrackingId ?? null, deps.clock);

  async function overview(target: RepaymentTarget): Promise<RepaymentOverview> {
    try {
      const [dues, current] = await Promise.all([
        client.get<RepaymentDues>(repaymentDuesPath(target.scopeId)),
        client.get<CurrentVirtualAccount>(catchupPath(target.scopeId)),
      ]);
      const bill = billFromAnswer(target.product, dues, current.virtualAccount);
      await bills.keep(bill);
      return { source: 'live', dues, virtualAccount: current.virtualAccount, bill };
    } catch (error) {
      const stored = isNoAnswer(error) ? await bills.forScope(target.scopeId) : null;
      if (stored && isApiErrorData(error)) return { source: 'stored', bill: stored, error };
      throw error;
    }
  }

  async function openVirtualAccount(target: RepaymentTarget, request: CatchupRequest): Promise<VirtualAccount> {
    const va = await client.post<VirtualAccount>(catchupPath(target.scopeId), request);
    await bills.virtualAccountOpened(target.product, va);
    return va;
  }

  return {
    api: { overview, openVirtualAccount, lastBill: (product) => bills.lastBill(product) },
    bills,
  };
}
