import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductStep } from '@domain/product-journey';
import { useFormat } from './useFormat';

export type EntryStep = Exclude<ProductStep, { kind: 'home' }>;

/** The catalogue key of each step under the product's prefix (<prefix>.<key>.title, .body, .action). */
const STEP_KEYS: Readonly<Record<EntryStep['kind'], string>> = {
  apply: 'apply',
  kyc: 'kyc',
  'kyc-review': 'review',
  slik: 'slik',
  'sign-contract': 'sign',
  rejected: 'rejected',
  'not-eligible': 'notEligible',
};

interface ProductStepCardProps {
  step: EntryStep;
  /** The product's messages: paylater.entry, cicilan.entry. */
  messagePrefix: string;
  backHomeId: string;
  /** What the product offers, shown with the apply step. */
  benefits?: ReactNode;
}

/**
 * A consumer product's home before activation (and its apply page's refusals): where the application
 * stands and the one step that leads on; a rejection says when to apply again.
 */
export function ProductStepCard({ step, messagePrefix, backHomeId, benefits }: ProductStepCardProps) {
  const format = useFormat();
  const key = `${messagePrefix}.${STEP_KEYS[step.kind]}`;
  const leadsOn = 'to' in step;
  return (
    <section className="card entry-card" aria-labelledby="entry-title" data-step={step.kind}>
      <h2 id="entry-title">
        <FormattedMessage id={`${key}.title`} />
      </h2>
      <p>
        {step.kind === 'rejected' && step.retryDate ? (
          <FormattedMessage id={`${key}.retryOn`} values={{ date: <strong className="nowrap">{format.date(step.retryDate)}</strong> }} />
        ) : (
          <FormattedMessage id={`${key}.body`} />
        )}
      </p>
      {step.kind === 'apply' ? benefits : null}
      {leadsOn ? (
        <Link className="btn btn--primary btn--block" to={step.to}>
          <FormattedMessage id={`${key}.action`} />
        </Link>
      ) : null}
      <Link className={`btn btn--block ${leadsOn ? 'btn--text' : 'btn--secondary'}`} to="/">
        <FormattedMessage id={backHomeId} />
      </Link>
    </section>
  );
}
