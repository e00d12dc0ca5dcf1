import { useNavigate } from 'react-router-dom';
import { invalidFieldsOfStep, type WizardStep } from '@domain/lender/application';
import { trackEvent } from '@state/analytics';
import { jakartaToday, useLenderApplication } from './lender-draft';

/** The step's fields that are still wrong, and what Continue does once none is: remember the next step, save, go there. */
export function useContinue(step: 1 | 2 | 3) {
  const navigate = useNavigate();
  const { draft, change, flush } = useLenderApplication();
  const invalid = invalidFieldsOfStep(draft, step, jakartaToday());
  const next = (step + 1) as WizardStep;
  const go = async (): Promise<void> => {
    if (invalid.length > 0) return;
    if (draft.step < next) change({ step: next });
    await flush();
    trackEvent('lender_step_completed', { step });
    void navigate(`/lender/step${next}`);
  };
  return { invalid, go };
}
