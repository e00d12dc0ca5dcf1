import { useNavigate, useSearchParams } from 'react-router-dom';
import { invalidFieldsOfStep, type WizardStep } from '@domain/lender/application';
import { trackEvent } from '@state/analytics';
import { jakartaToday, useLenderApplication } from './lender-draft';

/**
 * The step's fields that are still wrong, and what Continue does once none is: remember the next
 * step, save, go there; or, when the step was opened from the review's edit link, back to the review.
 */
export function useContinue(step: 1 | 2 | 3) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toReview = search.get('from') === 'review';
  const { draft, change, flush } = useLenderApplication();
  const invalid = invalidFieldsOfStep(draft, step, jakartaToday());
  const next = (step + 1) as WizardStep;
  const go = async (): Promise<void> => {
    if (invalid.length > 0) return;
    if (draft.step < next) change({ step: next });
    await flush();
    trackEvent('lender_step_completed', { step });
    void navigate(toReview ? '/lender/review' : `/lender/step${next}`);
  };
  return { invalid, go, toReview };
}
