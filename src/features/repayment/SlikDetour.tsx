import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { slikDetourPath } from '@domain/lending/slik-blockers';
import { RepaymentLoading } from './LoadStates';
import { repaymentAnswer } from './state';
import type { RepaymentProduct } from '@worker/repayment/contract';

/**
 * Pay-later's SLIK blocker, source "repayment" (issue 10): while the platform says the SLIK answers
 * must be sent again, a repayment page (however it was reached) goes to the questionnaire first and
 * is the way back. What was loaded is forgotten first, so the page opened again on return waits for
 * a fresh answer instead of detouring on the old one.
 */
export function SlikDetour({ product, scopeId, orderId }: { product: RepaymentProduct; scopeId: string; orderId: string | null }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    repaymentAnswer.forget({ product, scopeId });
    navigate(slikDetourPath('repayment', `${pathname}${search}`), { replace: true });
  }, [navigate, pathname, search, product, scopeId]);
  return <RepaymentLoading product={product} orderId={orderId} />;
}
