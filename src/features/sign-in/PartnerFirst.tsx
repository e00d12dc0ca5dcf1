import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SourceApp } from '@domain/source-info';

/**
 * Inside a partner app's webview the user is already signed in to that app: its sign-in is the
 * first way offered (one tap, no code to copy), the phone number stays below as the other way.
 * `query` carries the page the user was sent from, which the SSO page returns to.
 */
export function PartnerFirst({ partner, path, query }: { partner: SourceApp; path: string; query: string }) {
  const intl = useIntl();
  return (
    <div className="partner-first">
      <Link className="btn btn--primary btn--block" to={`${path}${query}`}>
        <FormattedMessage id="auth.partner.continue" values={{ app: intl.formatMessage({ id: `sso.app.${partner}` }) }} />
      </Link>
      <p className="partner-first__or">
        <FormattedMessage id="auth.partner.orPhone" />
      </p>
    </div>
  );
}
