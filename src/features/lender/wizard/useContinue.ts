import { useNavigate } from 'react-router-dom';
import { invalidFieldsOfStep, type WizardStep } from '@domain/lender/application';
import { trackEvent } from '@state/analytics';
import { jakartaToday, useLenderApplication } from './lender-draft';

/** Whether the step may continue, and what Continue does: remember the next step, save, go there. */
export function useContinue(step: 1 | 2 | 3) {
  const navigate = useNavigate();
  const { draft, change, flush } = useLenderApplication();
  const ready = invalidFieldsOfStep(draft, step, jakartaToday()).length === 0;
  const next = (step + 1) as WizardStep;
  const go = async (): Promise<void> => {
    if (!ready) return;
    if (draft.step < next) change({ step: next });
    await flush();
    trackEvent('lender_step_completed', { step });
    void navigate(`/lender/step${next}`);
  };
  return { ready, go };
}
