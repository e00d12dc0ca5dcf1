import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import type { Remote } from '@state/remote';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';

/** A migration page: its title, then the migration as read (or the failure with Retry). */
export function MigrationFrame({
  state,
  retry,
  children,
}: {
  state: Remote<PaylaterMigration>;
  retry: () => void;
  children: (migration: PaylaterMigration) => ReactNode;
}) {
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.migration.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.migration.loadFailed" />}>
        {children}
      </RemoteContent>
    </div>
  );
}
