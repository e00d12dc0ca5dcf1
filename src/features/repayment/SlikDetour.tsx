import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { slikDetourPath } from '@domain/lending/slik-blockers';
import { RepaymentLoading } from './LoadStates';
import type { RepaymentProduct } from '@worker/repayment/contract';

/**
 * Pay-later's SLIK blocker, source "repayment" (issue 10): while the platform says the SLIK answers
 * must be sent again, a repayment page (however it was reached) goes to the questionnaire first and
 * is the way back. The answer that detoured stays: sending the questionnaire invalidates it
 * (src/features/kyc/progressive/state.ts), so the page opened again on return waits for a new one.
 * (Forgetting it here let the page, still rendered as it left, read a new copy at once, still
 * blocked, which the return then detoured on again.)
 */
export function SlikDetour({ product, orderId }: { product: RepaymentProduct; orderId: string | null }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    navigate(slikDetourPath('repayment', `${pathname}${search}`), { replace: true });
  }, [navigate, pathname, search]);
  return <RepaymentLoading product={product} orderId={orderId} />;
}
