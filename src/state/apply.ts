import { useEffect, useState } from 'react';
import type { ApplyErrorCode } from '@domain/contract/apply';
import type { ErrorContext } from '@domain/error-presentation';
import { hasErrorCode } from '@domain/errors';
import type { ProductStep } from '@domain/product-journey';
import { asApiError, presentError } from './errors';
import { navigateTo } from './navigation';

/** The steps the apply page shows itself; every other step is another page it goes on to. */
export type ApplyRefusal = Extract<ProductStep, { kind: 'rejected' | 'not-eligible' }>;

export type ApplyOutcome = { kind: 'applying' } | { kind: 'refused'; step: ApplyRefusal } | { kind: 'failed' };

const REST_PERIOD: ApplyErrorCode = 'APPLY_REST_PERIOD';
const NOT_ELIGIBLE: ApplyErrorCode = 'APPLY_NOT_ELIGIBLE';

/** The platform's refusals to apply are an answer to show (the rest period's end is the cause), not a failure to retry. */
export function refusalOf(error: unknown): ApplyRefusal | null {
  const apiError = asApiError(error);
  if (hasErrorCode(apiError, REST_PERIOD))
    return { kind: 'rejected', retryDate: apiError.errors.find((item) => item.code === REST_PERIOD)?.cause ?? null };
  if (hasErrorCode(apiError, NOT_ELIGIBLE)) return { kind: 'not-eligible' };
  return null;
}

/**
 * An apply page's course: applies on arrival, then replaces itself with the step the answer leads
 * to (KYC, review, SLIK, contract, the product home), or shows a refusal; a failure is shown the one
 * way and can be retried.
 */
export function useApplyOutcome(apply: () => Promise<ProductStep>, errors: ErrorContext): { outcome: ApplyOutcome; retry: () => void } {
  const [outcome, setOutcome] = useState<ApplyOutcome>({ kind: 'applying' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once per arrival and once per retry (`attempt`); `apply` and `errors` are new each render.
  useEffect(() => {
    let current = true;
    setOutcome({ kind: 'applying' });
    apply().then(
      (step) => {
        if (!current) return;
        if (step.kind === 'rejected' || step.kind === 'not-eligible') setOutcome({ kind: 'refused', step });
        else navigateTo(step.to, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const refusal = refusalOf(error);
        if (refusal) {
          setOutcome({ kind: 'refused', step: refusal });
          return;
        }
        presentError(error, errors);
        setOutcome({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // `apply` and `errors` are the area's constants; a retry asks again.
  }, [attempt]);
  return { outcome, retry: () => setAttempt((n) => n + 1) };
}
