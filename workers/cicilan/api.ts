import { APPLY_PATH, type ApplyRequest, type ApplyResponse } from '@domain/contract/apply';
import {
  CICILAN_API_PATHS,
  cicilanEarlyRepaymentPath,
  cicilanOrderPath,
  cicilanReceiptPath,
  type CicilanHistoryPage,
  type CicilanOrder,
  type CicilanProfile,
  type CicilanReceipt,
  type CicilanUnpaid,
  type EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
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

export function createCicilanApi(deps: WorkerAreaDeps): CicilanWorkerApi {
  const { client } = deps;
  return {
    profile: () => client.get<CicilanProfile>(CICILAN_API_PATHS.profile),
    unpaid: () => client.get<CicilanUnpaid>(CICILAN_API_PATHS.unpaid),
    historyPage: (page) => client.get<CicilanHistoryPage>(historyPath(page)),
    order: (orderId) => client.get<CicilanOrder>(cicilanOrderPath(orderId)),
    earlyRepayment: (orderId) => client.get<EarlyRepaymentQuote>(cicilanEarlyRepaymentPath(orderId)),
    receipt: (receiptId) => client.get<CicilanReceipt>(cicilanReceiptPath(receiptId)),
    apply: () => {
      const body: ApplyRequest = { productName: 'paylater_cicilan' };
      return client.post<ApplyResponse>(APPLY_PATH, body);
    },
  };
}
