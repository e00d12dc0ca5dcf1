import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LENDER_DRAFT_VERSION, emptyLenderDraft, firstIncompleteStep, type LenderApplicationDraft } from '@domain/lender/application';
import { useDraft } from '@state/drafts';
import { Spinner } from '@ui/Spinner';
import { LENDER_DRAFT_KEY, LenderApplicationContext, jakartaToday, type LenderApplicationState } from './lender-draft';
import './lender.css';

/** Steps that need the ones before them; step 5 (after the submission) stands alone. */
const STEP_PATH = /^\/lender\/step([1-4])$/;

/** Holds the application draft for every step, so moving between steps never reloads or loses it. */
export default function LenderWizardLayout() {
  const location = useLocation();
  const { value, update, status, flush } = useDraft<LenderApplicationDraft>(LENDER_DRAFT_KEY, LENDER_DRAFT_VERSION, emptyLenderDraft());
  const change = useCallback((patch: Partial<LenderApplicationDraft>) => update((previous) => ({ ...previous, ...patch })), [update]);
  const state = useMemo<LenderApplicationState>(() => ({ draft: value, change, flush }), [value, change, flush]);

  if (status === 'loading') {
    return (
      <div className="lender-wizard__loading">
        <Spinner size="large" />
      </div>
    );
  }
  // A deep link past an unfinished step lands on the first unfinished one.
  const requested = Number(STEP_PATH.exec(location.pathname)?.[1] ?? 0);
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
