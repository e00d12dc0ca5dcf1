import { FormattedMessage } from 'react-intl';
import { type SlikFlags, isSlikBlocked, slikDetourPath } from '@domain/lending/slik-blockers';
import { useRemote } from '@state/remote';
import { useAnswer } from '@state/use-answer';
import { MIGRATION_ROUTE, loadMigration } from '../migration/state';
import { paylaterUnpaid } from '../state';
import './account-notices.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/**
 * The user's SLIK flags, from the unpaid answer (the unpaid page's atom); null while loading, on
 * failure, or when nothing blocks: the home never waits on them.
 */
export function useSlikBlock(): SlikFlags | null {
  const unpaid = useAnswer(paylaterUnpaid, 'unpaid', null).state.value;
  if (!unpaid) return null;
  const flags = { has_invalid_slik: unpaid.has_invalid_slik, force_resubmission: unpaid.force_resubmission };
  return isSlikBlocked(flags) ? flags : null;
}

/**
 * Whether the old version has ended for this account (the move's step UNAVAILABLE: document 2
 * section 8). Only asked of an account with a move (`migration_type`); false until known.
 */
export function useOldVersionEnded(migrationType: string | null): boolean {
  const { state } = useRemote(
    async () => (migrationType ? (await loadMigration()).step === 'UNAVAILABLE' : false),
    null,
    `paylater-old-version-ended:${migrationType ?? ''}`,
  );
  return state.status === 'ready' && state.data;
}

/** The SLIK blocker's banner (source banner): the questionnaire, then back to this home. */
export function SlikBanner() {
  return (
    <Card className="notice-card notice-card--warning" title={<FormattedMessage id="paylater.slik.banner.title" />}>
      <p>
        <FormattedMessage id="paylater.slik.banner.body" />
      </p>
      <LinkButton to={slikDetourPath('banner', '/gopaylater/ab')} messageId="paylater.slik.banner.action" block />
    </Card>
  );
}

/** An old-version account: the move to the new provider (or, after the cut-off, why the service ended). */
export function MigrationCard() {
  return (
    <Card className="notice-card" title={<FormattedMessage id="paylater.migration.card.title" />}>
      <p>
        <FormattedMessage id="paylater.migration.card.body" />
      </p>
      <LinkButton to={MIGRATION_ROUTE} messageId="paylater.migration.card.action" variant="secondary" block />
    </Card>
  );
}
