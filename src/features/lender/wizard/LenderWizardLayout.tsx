import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LENDER_DRAFT_VERSION, emptyLenderDraft, firstIncompleteStep, type LenderApplicationDraft } from '@domain/lender/application';
import { useDraft } from '@state/drafts';
import { useSendState } from '@state/use-send-state';
import { Spinner } from '@ui/Spinner';
import { UnconfirmedSend } from '@ui/UnconfirmedSend';
import { applicationSend } from '../state';
import { LENDER_DRAFT_KEY, LenderApplicationContext, jakartaToday, type LenderApplicationState } from './lender-draft';
import './lender.css';

/** Steps that need the ones before them (the review needs steps 1 to 3); step 5 (after the submission) stands alone. */
const STEP_PATH = /^\/lender\/(?:step([1-4])|(review))$/;

/**
 * Holds the application draft for every step, so moving between steps never reloads or loses it.
 * A step opened after the application was sent is not a step any more: once this device's send is
 * answered (its answer, or the platform asked after a kill) every step is step 5; while a send whose
 * answer was lost cannot be checked (offline), the layout says so instead of showing a form.
 */
export default function LenderWizardLayout() {
  const location = useLocation();
  const { value, update, status, flush } = useDraft<LenderApplicationDraft>(LENDER_DRAFT_KEY, LENDER_DRAFT_VERSION, emptyLenderDraft());
  const change = useCallback((patch: Partial<LenderApplicationDraft>) => update((previous) => ({ ...previous, ...patch })), [update]);
  const state = useMemo<LenderApplicationState>(() => ({ draft: value, change, flush }), [value, change, flush]);
  const { send, askAgain } = useSendState(applicationSend, location.pathname);
  const onStep5 = location.pathname === '/lender/step5';

  if (!onStep5 && send?.state === 'answered') return <Navigate to="/lender/step5" replace />;
  if (!onStep5 && send?.state === 'unknown') return <UnconfirmedSend onRetry={askAgain} />;
  if (status === 'loading' || send === null) {
    return (
      <div className="lender-wizard__loading">
        <Spinner size="large" />
      </div>
    );
  }
  // A deep link past an unfinished step lands on the first unfinished one.
  const match = STEP_PATH.exec(location.pathname);
  const requested = match?.[2] ? 4 : Number(match?.[1] ?? 0);
  if (requested > 1) {
    const allowed = firstIncompleteStep(value, jakartaToday());
    if (requested > allowed) return <Navigate to={`/lender/step${allowed}`} replace />;
  }
  return (
    <LenderApplicationContext.Provider value={state}>
      <Outlet />
    </LenderApplicationContext.Provider>
  );
}
