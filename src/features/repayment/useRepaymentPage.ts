import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Language } from '@domain/languages';
import { useRetryWhenReachable } from '@state/connectivity';
import { profileAtom } from '@state/session';
import type { RepaymentProduct, RepaymentTarget } from '@worker/repayment/contract';
import { productAccountId, repaymentTarget } from './repayment-view';
import { loadRepayment, repaymentLoadOf, repaymentLoadsAtom, type RepaymentLoad } from './state';

export interface RepaymentPageContext {
  product: RepaymentProduct;
  /** Cicilan's early repayment of one order (`?order=`), else null. */
  orderId: string | null;
  target: RepaymentTarget | null;
  load: RepaymentLoad;
  language: Language;
  params: URLSearchParams;
}

/**
 * What both repayment pages start from: the product (from the path), the scope, and its load,
 * started when the page opens (`fresh`: forget what was shown before) and again when the network returns.
 */
export function useRepaymentPage(options: { fresh: boolean }): RepaymentPageContext {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const intl = useIntl();
  const profile = useAtomValue(profileAtom);
  const product: RepaymentProduct = pathname.startsWith('/cicilan/') ? 'cicilan' : 'paylater';
  const orderId = product === 'cicilan' ? params.get('order') : null;
  const accountId = productAccountId(product, profile);
  const target = useMemo(() => repaymentTarget(product, accountId, orderId), [product, accountId, orderId]);
  const loads = useAtomValue(repaymentLoadsAtom);
  const { fresh } = options;

  useEffect(() => {
    if (target) void loadRepayment(target, { fresh });
  }, [target, fresh]);
  const again = useCallback(() => {
    if (target) void loadRepayment(target);
  }, [target]);
  const load = target ? repaymentLoadOf(loads, target.scopeId) : ({ status: 'loading' } as const);
  useRetryWhenReachable(load.status === 'failed' || load.status === 'stored', again);

  return {
    product,
    orderId,
    target,
    load,
    language: intl.locale === 'en' ? 'en' : 'id',
    params,
  };
}
