import { FormattedMessage } from 'react-intl';
import { MigrationCard } from './MigrationCard';
import { LinkButton } from '@ui/LinkButton';

export function BackToPaylater() {
  return <LinkButton to="/gopaylater/ab" messageId="paylater.backToPaylater" variant="text" block />;
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
      <LinkButton to="/gopaylater/ab" messageId="paylater.migration.DONE.action" block />
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
          <LinkButton to="/paylater/repayment" messageId="paylater.migration.UNAVAILABLE.pay" block />
        </>
      ) : null}
      <LinkButton to="/" messageId="paylater.backHome" variant="text" block />
    </MigrationCard>
  );
}
