import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { PageTitle } from '@ui/PageTitle';
import '@ui/money.css';
import './gomodal.css';

/** A merchant-loan page: its title, its content, and the way back to the loan home (unless it is the home). */
export function GomodalPage({ titleId, children, home = true }: { titleId: string; children: ReactNode; home?: boolean }) {
  const intl = useIntl();
  return (
    <div className="money-page gomodal-page">
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      {children}
      {home ? (
        <nav className="page-links" aria-label={intl.formatMessage({ id: 'gomodal.nav.label' })}>
          <Link className="btn btn--text btn--block" to={GOMODAL_ROUTES.home}>
            <FormattedMessage id="gomodal.nav.home" />
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
