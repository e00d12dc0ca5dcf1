import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { useRemote } from '@state/remote';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { PAYLATER_ERRORS } from '../state';
import { MIGRATION_ROUTE, loadMigration } from './state';
import './migration.css';

/**
 * /paylater/migration/redirect: where /signed comes back after the move's contract (and a link a
 * partner app may open). Done: says so and leads on to what is new; any other step: the migration
 * page at that step.
 */
export default function MigrationRedirectPage() {
  const { state, retry } = useRemote(loadMigration, PAYLATER_ERRORS, 'paylater-migration-redirect');
  if (state.status === 'ready' && state.data.step !== 'DONE') return <Navigate to={MIGRATION_ROUTE} replace />;
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
        <section className="card migration" aria-labelledby="migration-signed-title">
          <h2 id="migration-signed-title">
            <FormattedMessage id="paylater.migration.signed.title" />
          </h2>
          <p>
            <FormattedMessage id="paylater.migration.signed.body" />
          </p>
          <Link className="btn btn--primary btn--block" to={MIGRATION_ROUTE}>
            <FormattedMessage id="paylater.migration.signed.action" />
          </Link>
        </section>
      )}
    </div>
  );
}
