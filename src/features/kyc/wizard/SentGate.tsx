import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { kycPath, type KycProduct } from '@domain/kyc/wizard';
import { useSendState } from '@state/use-send-state';
import { LoadingCard } from '@ui/Spinner';
import { UnconfirmedSend } from '@ui/UnconfirmedSend';
import { confirmationSend } from '../state';

/**
 * Steps 1 to 3 once this device has confirmed the KYC: step 4 when the platform has it (the answer
 * was heard, or asked after a kill), a "checking" card while a send whose answer was lost cannot be
 * checked; never the form again, whose confirm could only be refused as already submitted.
 */
export function SentGate({ product, children }: { product: KycProduct; children: ReactNode }) {
  const { send, askAgain } = useSendState(() => confirmationSend(product), product);
  if (send === null) return <LoadingCard />;
  if (send.state === 'answered') return <Navigate to={kycPath(4, product)} replace />;
  if (send.state === 'unknown') return <UnconfirmedSend onRetry={askAgain} />;
  return children;
}
