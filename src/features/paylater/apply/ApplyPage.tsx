import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ApplyErrorCode } from '@domain/contract/apply';
import { hasErrorCode } from '@domain/errors';
import type { ProductStep } from '@domain/product-journey';
import { asApiError, presentError } from '@state/errors';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { EntryCard } from '../home/EntryCard';
import { PAYLATER_ERRORS, applyForPaylater } from '../state';
import '@ui/money.css';

type Outcome = { kind: 'applying' } | { kind: 'stays'; step: Extract<ProductStep, { kind: 'rejected' | 'not-eligible' }> } | { kind: 'failed' };

/** The platform's refusals that are an answer to show, not a failure to retry. */
function refusalStep(error: unknown): Extract<ProductStep, { kind: 'rejected' | 'not-eligible' }> | null {
  const apiError = asApiError(error);
  const restPeriod: ApplyErrorCode = 'APPLY_REST_PERIOD';
  const notEligible: ApplyErrorCode = 'APPLY_NOT_ELIGIBLE';
  if (hasErrorCode(apiError, restPeriod)) return { kind: 'rejected', retryDate: apiError.errors.find((item) => item.code === restPeriod)?.cause ?? null };
  if (hasErrorCode(apiError, notEligible)) return { kind: 'not-eligible' };
  return null;
}

/**
 * /paylater/apply (the home's "Apply now", and the retry after a KYC rejection): applies on arrival
 * and goes on to the step the answer leads to (KYC, review, SLIK, contract, home); a rejection with
 * its rest period, or not being eligible, is shown here.
 */
export default function ApplyPage() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'applying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setOutcome({ kind: 'applying' });
    applyForPaylater().then(
      (step) => {
        if (!current) return;
        if (step.kind === 'rejected' || step.kind === 'not-eligible') setOutcome({ kind: 'stays', step });
        else void navigate(step.to, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const step = refusalStep(error);
        if (step) {
          setOutcome({ kind: 'stays', step });
          return;
        }
        presentError(error, PAYLATER_ERRORS);
        setOutcome({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.apply.title" />
      </PageTitle>
      {outcome.kind === 'applying' ? (
        <div className="card card--center">
          <Spinner />
          <p>
            <FormattedMessage id="paylater.apply.sending" />
          </p>
        </div>
      ) : outcome.kind === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.apply.failed" />} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <EntryCard step={outcome.step} />
      )}
    </div>
  );
}
