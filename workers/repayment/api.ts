import {
  catchupPath,
  repaymentDuesPath,
  type CatchupRequest,
  type CurrentVirtualAccount,
  type RepaymentDues,
  type VirtualAccount,
} from '@domain/contract/repayment';
import { isApiErrorData, isNoAnswer } from '@domain/errors';
import type { WorkerAreaDeps } from '../area-deps';
import { BillStore, billFromAnswer } from './bill-store';
import type { RepaymentOverview, RepaymentTarget, RepaymentWorkerApi } from './contract';

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
      // No answer at all (offline, a timeout): the kept bill stands in.
      if (isApiErrorData(error) && isNoAnswer(error)) {
        const stored = await bills.forScope(target.scopeId);
        if (stored) return { source: 'stored', bill: stored, error };
      }
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
