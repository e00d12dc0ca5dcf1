import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { firstIncompleteStep } from '@domain/lender/application';
import { dataWorker } from '../../../data/bridge';
import { Spinner } from '@ui/Spinner';
import { jakartaToday, useLenderApplication } from './lender-draft';

/**
 * /lender: back at the step where the user stopped (never past an unfinished one), or at the review
 * page when this account has already applied.
 */
export default function ResumePage() {
  const { draft } = useLenderApplication();
  const [applied, setApplied] = useState<boolean | null>(null);
  useEffect(() => {
    let cancelled = false;
    dataWorker()
      .lender.myApplication()
      .then((application) => !cancelled && setApplied(application !== null))
      // Offline or failing: resume the draft; the platform still refuses a second application.
      .catch(() => !cancelled && setApplied(false));
    return () => {
      cancelled = true;
    };
  }, []);
  if (applied === null) {
    return (
      <div className="lender-wizard__loading">
        <Spinner size="large" />
      </div>
    );
  }
  if (applied) return <Navigate to="/lender/step5" replace />;
  const step = Math.min(draft.step, firstIncompleteStep(draft, jakartaToday()));
  return <Navigate to={`/lender/step${step}`} replace />;
}
