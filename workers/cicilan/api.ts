import { APPLY_PATH, type ApplyRequest } from '@domain/contract/apply';
import { CICILAN_API_PATHS, cicilanEarlyRepaymentPath, cicilanOrderPath, cicilanReceiptPath } from '@domain/contract/cicilan';
import { DEFAULT_PAGE_SIZE } from '@domain/contract/paging';
import type { WorkerAreaDeps } from '../area-deps';
import type { CicilanWorkerApi } from './contract';

/** `?page=<cursor>&size=20`; the first page has no cursor. */
function historyPath(page: string | null): string {
  const query = new URLSearchParams();
  if (page !== null) query.set('page', page);
  query.set('size', String(DEFAULT_PAGE_SIZE));
  return `${CICILAN_API_PATHS.history}?${query.toString()}`;
}

/** Each call's answer type is the one its method declares in the surface (contract.ts), inferred, not written again. */
export function createCicilanApi(deps: WorkerAreaDeps): CicilanWorkerApi {
  const { client, kept } = deps;
  return {
    // Money reads: kept on this device with their time, answered from there offline (workers/kept-answers.ts).
    profile: () => kept.read('cicilan:profile', () => client.get(CICILAN_API_PATHS.profile)),
    unpaid: () => kept.read('cicilan:unpaid', () => client.get(CICILAN_API_PATHS.unpaid)),
    historyPage: (page) => kept.read(`cicilan:history:${page ?? 'first'}`, () => client.get(historyPath(page))),
    order: (orderId) => kept.read(`cicilan:order:${orderId}`, () => client.get(cicilanOrderPath(orderId))),
    earlyRepayment: (orderId) => kept.read(`cicilan:early-repayment:${orderId}`, () => client.get(cicilanEarlyRepaymentPath(orderId))),
    receipt: (receiptId) => kept.read(`cicilan:receipt:${receiptId}`, () => client.get(cicilanReceiptPath(receiptId))),
    apply: () => {
      const body: ApplyRequest = { productName: 'paylater_cicilan' };
      return client.post(APPLY_PATH, body);
    },
  };
}
