import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Language } from '@domain/languages';
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
    if (!target) return;
    void loadRepayment(target, { fresh });
    const again = (): void => void loadRepayment(target);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [target, fresh]);

  return {
    product,
    orderId,
    target,
    load: target ? repaymentLoadOf(loads, target.scopeId) : { status: 'loading' },
    language: intl.locale === 'en' ? 'en' : 'id',
    params,
  };
}
