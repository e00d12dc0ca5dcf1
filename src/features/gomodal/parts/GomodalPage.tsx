import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { PageTitle } from '@ui/PageTitle';
import { type PageLink, PageLinks } from '@ui/PageLinks';
import '@ui/money.css';
import './gomodal.css';

const BACK_HOME_LINKS: readonly PageLink[] = [{ to: GOMODAL_ROUTES.home, messageId: 'gomodal.nav.home' }];

/** A merchant-loan page: its title, its content, and the way back to the loan home (unless it is the home). */
export function GomodalPage({ titleId, children, home = true }: { titleId: string; children: ReactNode; home?: boolean }) {
  return (
    <div className="money-page gomodal-page">
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      {children}
      {home ? <PageLinks labelId="gomodal.nav.label" links={BACK_HOME_LINKS} /> : null}
    </div>
  );
}
