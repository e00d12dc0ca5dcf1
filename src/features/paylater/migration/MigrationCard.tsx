import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The migration steps the user counts through (consent, repayment or reservation, signing). */
const STEPS_TOTAL = 3;

interface MigrationCardProps {
  /** The catalogue group under paylater.migration: its `.title` heads the card, its `.body` follows. */
  name: string;
  values?: Record<string, string>;
  /** "Step n of 3" above the title, for the steps the user goes through. */
  step?: number;
  /** A figure shown large between the title and the body (what is owed, the new limit). */
  amount?: string;
  children?: ReactNode;
}

/** One card of the move to the new provider: step count, title, figure, body, then what the step offers. */
export function MigrationCard({ name, values, step, amount, children }: MigrationCardProps) {
  const titleId = useId();
  return (
    <section className="card migration" aria-labelledby={titleId}>
      {step ? (
        <p className="muted migration__count">
          <FormattedMessage id="paylater.migration.stepCount" values={{ step, total: STEPS_TOTAL }} />
        </p>
      ) : null}
      <h2 id={titleId}>
        <FormattedMessage id={`paylater.migration.${name}.title`} />
      </h2>
      {amount ? <p className="amount migration__amount">{amount}</p> : null}
      <p>
        <FormattedMessage id={`paylater.migration.${name}.body`} values={values} />
      </p>
      {children}
    </section>
  );
}
