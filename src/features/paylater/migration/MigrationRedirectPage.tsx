import { Navigate } from 'react-router-dom';
import { useRemote } from '@state/remote';
import { PAYLATER_ERRORS } from '../state';
import { MigrationCard } from './MigrationCard';
import { MigrationFrame } from './MigrationFrame';
import { MIGRATION_ROUTE, loadMigration } from './state';
import './migration.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/migration/redirect: where /signed comes back after the move's contract (and a link a
 * partner app may open). Done: says so and leads on to what is new; any other step: the migration
 * page at that step.
 */
export default function MigrationRedirectPage() {
  const { state, retry } = useRemote(loadMigration, PAYLATER_ERRORS, 'paylater-migration-redirect');
  if (state.status === 'ready' && state.data.step !== 'DONE') return <Navigate to={MIGRATION_ROUTE} replace />;
  return (
    <MigrationFrame state={state} retry={retry}>
      {() => (
        <MigrationCard name="signed">
          <LinkButton to={MIGRATION_ROUTE} messageId="paylater.migration.signed.action" block />
        </MigrationCard>
      )}
    </MigrationFrame>
  );
}
