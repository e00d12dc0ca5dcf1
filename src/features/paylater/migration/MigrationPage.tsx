import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import { presentError } from '@state/errors';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS } from '../state';
import { MigrationCard } from './MigrationCard';
import { MigrationFrame } from './MigrationFrame';
import { BackToPaylater, MigrationDone, MigrationEnded } from './MigrationOutcomes';
import { MIGRATION_SIGNING_ROUTE, consentToMigration, loadMigration, reserveMigration } from './state';
import '@ui/money.css';
import './migration.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/migration: the move of an old-version account to the new provider, one step at a time
 * as the platform says it stands (consent, repaying the old provider, reserving the new limit,
 * signing, then what is new and the way back to the app); blocked, not open yet, and the service
 * no longer available after the transition.
 */
export default function MigrationPage() {
  const { state, retry } = useRemote(loadMigration, PAYLATER_ERRORS, 'paylater-migration');
  return (
    <MigrationFrame state={state} retry={retry}>
      {(migration) => <MigrationStepView initial={migration} onReload={retry} />}
    </MigrationFrame>
  );
}

function MigrationStepView({ initial, onReload }: { initial: PaylaterMigration; onReload: () => void }) {
  const navigate = useNavigate();
  const format = useFormat();
  const [migration, setMigration] = useState(initial);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const values = {
    opens: format.day(migration.opens_at),
    ends: format.day(migration.old_version_ends_at),
    owed: format.money(migration.owed_amount),
    currentLimit: format.money(migration.current_limit),
    newLimit: format.money(migration.new_limit),
  };
  const act = async (call: () => Promise<PaylaterMigration>): Promise<void> => {
    setBusy(true);
    try {
      setMigration(await call());
    } catch (error) {
      presentError(error, PAYLATER_ERRORS);
    } finally {
      setBusy(false);
    }
  };

  switch (migration.step) {
    case 'DONE':
      return <MigrationDone newLimit={values.newLimit} />;
    case 'UNAVAILABLE':
      return <MigrationEnded ends={values.ends} owed={migration.owed_amount > 0 ? values.owed : null} />;
    case 'NOT_NEEDED':
    case 'NOT_OPEN':
    case 'BLOCKED':
      return (
        <MigrationCard name={migration.step} values={values}>
          <BackToPaylater />
        </MigrationCard>
      );
    case 'CONSENT':
      return (
        <MigrationCard name="CONSENT" values={values} step={1}>
          <ul className="migration__points">
            <li>
              <FormattedMessage id="paylater.migration.point.limit" values={values} />
            </li>
            <li>
              <FormattedMessage id="paylater.migration.point.fee" />
            </li>
            <li>
              <FormattedMessage id="paylater.migration.point.data" />
            </li>
            <li>
              <FormattedMessage id="paylater.migration.point.deadline" values={values} />
            </li>
          </ul>
          <label className="migration__check">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>
              <FormattedMessage id="paylater.migration.CONSENT.agree" />
            </span>
          </label>
          <Button block disabled={!agreed} loading={busy} onClick={() => void act(consentToMigration)}>
            <FormattedMessage id="paylater.migration.CONSENT.action" />
          </Button>
          <BackToPaylater />
        </MigrationCard>
      );
    case 'REPAYMENT':
      return (
        <MigrationCard name="REPAYMENT" values={values} step={2} amount={values.owed}>
          <LinkButton to="/paylater/repayment" messageId="paylater.migration.REPAYMENT.action" block />
          <Button block variant="secondary" onClick={onReload}>
            <FormattedMessage id="paylater.migration.REPAYMENT.check" />
          </Button>
        </MigrationCard>
      );
    case 'RESERVATION':
      return (
        <MigrationCard name="RESERVATION" values={values} step={2} amount={values.newLimit}>
          <Button block loading={busy} onClick={() => void act(reserveMigration)}>
            <FormattedMessage id="paylater.migration.RESERVATION.action" />
          </Button>
        </MigrationCard>
      );
    case 'SIGNING':
      return (
        <MigrationCard name="SIGNING" values={values} step={3}>
          <Button block onClick={() => navigate(MIGRATION_SIGNING_ROUTE)}>
            <FormattedMessage id="paylater.migration.SIGNING.action" />
          </Button>
        </MigrationCard>
      );
  }
}
