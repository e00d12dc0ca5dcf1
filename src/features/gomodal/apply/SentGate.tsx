import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { loanStatusRoute } from '@domain/gomodal/routes';
import { useSendState } from '@state/use-send-state';
import { LoadingCard } from '@ui/Spinner';
import { UnconfirmedSend } from '@ui/UnconfirmedSend';
import { applicationSend } from './state';

/**
 * The application's pages once this device sent it: the submission's status when the platform has
 * it (the answer was heard, or asked after a kill), a "checking" card while a send whose answer was
 * lost cannot be checked; never the form again, or an empty one whose send could only be refused.
 */
export function withSentGate(Page: ComponentType): ComponentType {
  return function SentGate() {
    const { send, askAgain } = useSendState(applicationSend);
    if (send === null) return <LoadingCard />;
    if (send.state === 'answered') return <Navigate to={loanStatusRoute({ submissionId: send.kept })} replace />;
    if (send.state === 'unknown') return <UnconfirmedSend onRetry={askAgain} />;
    return <Page />;
  };
}
