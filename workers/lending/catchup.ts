/** The VA repayment page of one scope, asked the same way for every product (workers/lending/contract.ts). */
import { catchupPath, repaymentDuesPath, type CurrentVirtualAccount, type RepaymentDues } from '@domain/contract/lending-catchup';
import type { ApiClient } from '../http/client';
import type { CatchupOverview } from './contract';

/** What is owed on `scopeId` and its newest VA, asked side by side. */
export async function askCatchupOverview(client: ApiClient, scopeId: string): Promise<CatchupOverview> {
  const [dues, current] = await Promise.all([
    client.get<RepaymentDues>(repaymentDuesPath(scopeId)),
    client.get<CurrentVirtualAccount>(catchupPath(scopeId)),
  ]);
  return { dues, virtualAccount: current.virtualAccount, receiptId: current.receiptId };
}
