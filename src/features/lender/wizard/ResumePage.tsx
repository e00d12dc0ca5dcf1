import { Navigate } from 'react-router-dom';
import { firstIncompleteStep } from '@domain/lender/application';
import { useLatestAnswer } from '@state/use-latest-answer';
import { Spinner } from '@ui/Spinner';
import { hasApplied } from '../state';
import { jakartaToday, useLenderApplication } from './lender-draft';

/**
 * /lender: back at the step where the user stopped (never past an unfinished one), or at the review
 * page when this account has already applied.
 */
export default function ResumePage() {
  const { draft } = useLenderApplication();
  const { answer } = useLatestAnswer(null, hasApplied);
  if (answer.status === 'pending') {
    return (
      <div className="lender-wizard__loading">
        <Spinner size="large" />
      </div>
    );
  }
  // Offline or failing: resume the draft; the platform still refuses a second application.
  if (answer.status === 'done' && answer.value) return <Navigate to="/lender/step5" replace />;
  const step = Math.min(draft.step, firstIncompleteStep(draft, jakartaToday()));
  return <Navigate to={`/lender/step${step}`} replace />;
}
