import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import { presentError } from '@state/errors';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS } from '../state';
import { BackToPaylater, MigrationDone, MigrationEnded } from './MigrationOutcomes';
import { MIGRATION_SIGNING_ROUTE, consentToMigration, loadMigration, reserveMigration } from './state';
import '@ui/money.css';
import './migration.css';

/**
 * /paylater/migration: the move of an old-version account to the new provider, one step at a time
 * as the platform says it stands (consent, repaying the old provider, reserving the new limit,
 * signing, then what is new and the way back to the app); blocked, not open yet, and the service
 * no longer available after the transition.
 */
export default function MigrationPage() {
  const { state, retry } = useRemote(loadMigration, PAYLATER_ERRORS, 'paylater-migration');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.migration.title" />
      </PageTitle>
      {state.status === 'loading' ? (
        <div className="card card--center">
          <Spinner />
        </div>
      ) : state.status === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.migration.loadFailed" />} onRetry={retry} />
      ) : (
        <MigrationStepView initial={state.data} onReload={retry} />
      )}
    </div>
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
        <section className="card" aria-labelledby="migration-step-title">
          <h2 id="migration-step-title">
            <FormattedMessage id={`paylater.migration.${migration.step}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`paylater.migration.${migration.step}.body`} values={values} />
          </p>
          <BackToPaylater />
        </section>
      );
    case 'CONSENT':
      return (
        <section className="card migration" aria-labelledby="migration-step-title">
          <StepCount step={1} />
          <h2 id="migration-step-title">
            <FormattedMessage id="paylater.migration.CONSENT.title" />
          </h2>
          <p>
            <FormattedMessage id="paylater.migration.CONSENT.body" values={values} />
          </p>
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
        </section>
      );
    case 'REPAYMENT':
      return (
        <section className="card migration" aria-labelledby="migration-step-title">
          <StepCount step={2} />
          <h2 id="migration-step-title">
            <FormattedMessage id="paylater.migration.REPAYMENT.title" />
          </h2>
          <p className="amount migration__amount">{values.owed}</p>
          <p>
            <FormattedMessage id="paylater.migration.REPAYMENT.body" values={values} />
          </p>
          <Link className="btn btn--primary btn--block" to="/paylater/repayment">
            <FormattedMessage id="paylater.migration.REPAYMENT.action" />
          </Link>
          <Button block variant="secondary" onClick={onReload}>
            <FormattedMessage id="paylater.migration.REPAYMENT.check" />
          </Button>
        </section>
      );
    case 'RESERVATION':
      return (
        <section className="card migration" aria-labelledby="migration-step-title">
          <StepCount step={2} />
          <h2 id="migration-step-title">
            <FormattedMessage id="paylater.migration.RESERVATION.title" />
          </h2>
          <p className="amount migration__amount">{values.newLimit}</p>
          <p>
            <FormattedMessage id="paylater.migration.RESERVATION.body" values={values} />
          </p>
          <Button block loading={busy} onClick={() => void act(reserveMigration)}>
            <FormattedMessage id="paylater.migration.RESERVATION.action" />
          </Button>
        </section>
      );
    case 'SIGNING':
      return (
        <section className="card migration" aria-labelledby="migration-step-title">
          <StepCount step={3} />
          <h2 id="migration-step-title">
            <FormattedMessage id="paylater.migration.SIGNING.title" />
          </h2>
          <p>
            <FormattedMessage id="paylater.migration.SIGNING.body" values={values} />
          </p>
          <Button block onClick={() => navigate(MIGRATION_SIGNING_ROUTE)}>
            <FormattedMessage id="paylater.migration.SIGNING.action" />
          </Button>
        </section>
      );
  }
}

function StepCount({ step }: { step: number }) {
  return (
    <p className="muted migration__count">
      <FormattedMessage id="paylater.migration.stepCount" values={{ step, total: 3 }} />
    </p>
  );
}
