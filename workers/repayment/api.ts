import { catchupPath, type CatchupRequest, type VirtualAccount } from '@domain/contract/lending-catchup';
import type { WorkerAreaDeps } from '../area-deps';
import { askCatchupOverview } from '../lending/catchup';
import type { RepaymentAnswer, RepaymentProduct, RepaymentTarget, RepaymentWorkerApi } from './contract';

/** The kept answer of one scope ("repayment:<product>:<scopeId>"). */
export const repaymentKey = (product: RepaymentProduct, scopeId: string): string => `repayment:${product}:${scopeId}`;

export function createRepaymentApi(deps: WorkerAreaDeps): RepaymentWorkerApi {
  const { client, kept } = deps;

  async function openVirtualAccount(target: RepaymentTarget, request: CatchupRequest): Promise<VirtualAccount> {
    const va = await client.post<VirtualAccount>(catchupPath(target.scopeId), request);
    // One VA at a time per account: this scope's kept answer carries it, the product's other scopes' lose theirs.
    await kept.updateAll<RepaymentAnswer>(repaymentKey(target.product, ''), (key, answer) =>
      key === repaymentKey(target.product, target.scopeId)
        ? { ...answer, virtualAccount: va, receiptId: null }
        : { ...answer, virtualAccount: null, receiptId: null },
    );
    return va;
  }

  return {
    overview: (target) => kept.read(repaymentKey(target.product, target.scopeId), () => askCatchupOverview(client, target.scopeId)),
    openVirtualAccount,
  };
}
