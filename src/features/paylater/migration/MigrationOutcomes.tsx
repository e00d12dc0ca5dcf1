import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MigrationCard } from './MigrationCard';

export function BackToPaylater() {
  return (
    <Link className="btn btn--text btn--block" to="/gopaylater/ab">
      <FormattedMessage id="paylater.backToPaylater" />
    </Link>
  );
}

const EDUCATION = ['limit', 'fee', 'bill', 'help'] as const;

/** The move is done: what is new on the new provider (education), then back to the app. */
export function MigrationDone({ newLimit }: { newLimit: string }) {
  return (
    <MigrationCard name="DONE" values={{ newLimit }}>
      <h3>
        <FormattedMessage id="paylater.migration.education.title" />
      </h3>
      <ul className="migration__points">
        {EDUCATION.map((item) => (
          <li key={item}>
            <FormattedMessage id={`paylater.migration.education.${item}`} values={{ newLimit }} />
          </li>
        ))}
      </ul>
      <Link className="btn btn--primary btn--block" to="/gopaylater/ab">
        <FormattedMessage id="paylater.migration.DONE.action" />
      </Link>
    </MigrationCard>
  );
}

/** Document 2, section 8: the service is no longer available after the provider transition. */
export function MigrationEnded({ ends, owed }: { ends: string; owed: string | null }) {
  return (
    <MigrationCard name="UNAVAILABLE" values={{ ends }}>
      {owed ? (
        <>
          <p>
            <FormattedMessage id="paylater.migration.UNAVAILABLE.owed" values={{ owed }} />
          </p>
          <Link className="btn btn--primary btn--block" to="/paylater/repayment">
            <FormattedMessage id="paylater.migration.UNAVAILABLE.pay" />
          </Link>
        </>
      ) : null}
      <Link className="btn btn--text btn--block" to="/">
        <FormattedMessage id="paylater.backHome" />
      </Link>
    </MigrationCard>
  );
}
