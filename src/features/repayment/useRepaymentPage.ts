import { atom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Language } from '@domain/languages';
import { type AnswerState, EMPTY_ANSWER } from '@state/answers';
import { profileAtom } from '@state/session';
import type { RepaymentAnswer, RepaymentProduct, RepaymentTarget } from '@worker/repayment/contract';
import { productAccountId, repaymentTarget } from './repayment-view';
import { repaymentAnswer, repaymentLoadOf, type RepaymentLoad } from './state';

export interface RepaymentPageContext {
  product: RepaymentProduct;
  /** Cicilan's early repayment of one order (`?order=`), else null. */
  orderId: string | null;
  target: RepaymentTarget | null;
  load: RepaymentLoad;
  language: Language;
  params: URLSearchParams;
}

/** What a page without a scope reads (no account to repay): nothing, never asked. */
const NO_SCOPE = atom<AnswerState<RepaymentAnswer>>(EMPTY_ANSWER);

/**
 * What both repayment pages start from: the product (from the path), the scope, and its answer,
 * read again as the page opens (`fresh`: show nothing older than the page's arrival) and, when it
 * was a kept copy or failed, when the network returns (src/state/answers.ts).
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
  const state = useAtomValue(target ? repaymentAnswer.atom(target) : NO_SCOPE);
  const [arrivedAt] = useState(() => Date.now());

  return {
    product,
    orderId,
    target,
    load: target ? repaymentLoadOf(target, state, options.fresh ? arrivedAt : null) : { status: 'loading' },
    language: intl.locale === 'en' ? 'en' : 'id',
    params,
  };
}
