import type { ReactElement } from 'react';
import { isSlikBlocked } from '@domain/lending/slik-blockers';
import type { RepaymentTarget } from '@worker/repayment/contract';
import { LoadFailed, NoAccount, RepaymentLoading } from './LoadStates';
import { SlikDetour } from './SlikDetour';
import { loadRepayment, type RepaymentLoad } from './state';
import { StoredBillView } from './StoredBillView';
import type { RepaymentPageContext } from './useRepaymentPage';

export type LiveRepayment = Extract<RepaymentLoad, { status: 'live' }>;

/** Either what the page shows instead (`screen`), or the live dues it goes on with. */
export type RepaymentGate = { screen: ReactElement } | { screen: null; target: RepaymentTarget; live: LiveRepayment };

/**
 * What both repayment pages show before they have live dues: no account, loading, failed, the bill
 * kept on this device (offline), or the SLIK questionnaire when it blocks repayment.
 */
export function repaymentGate({ product, orderId, target, load, language }: RepaymentPageContext): RepaymentGate {
  if (!target) return { screen: <NoAccount product={product} /> };
  const retry = () => loadRepayment(target);
  switch (load.status) {
    case 'loading':
      return { screen: <RepaymentLoading product={product} orderId={orderId} /> };
    case 'failed':
      return { screen: <LoadFailed product={product} orderId={orderId} error={load.error} offline={load.offline} onRetry={retry} /> };
    case 'stored':
      return { screen: <StoredBillView bill={load.bill} orderId={orderId} language={language} onRetry={retry} /> };
    case 'live':
      break;
  }
  if (load.dues.slik && isSlikBlocked(load.dues.slik)) return { screen: <SlikDetour product={product} orderId={orderId} /> };
  return { screen: null, target, live: load };
}
