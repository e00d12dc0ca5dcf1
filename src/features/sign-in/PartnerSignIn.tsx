import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { OAUTH_PROVIDERS } from '@domain/contract/sign-in-providers';
import { SplashIllustration } from '@ui/SplashIllustration';
import './login.css';

/**
 * `/` for a visitor when the build turns the one-time-code login off (VITE_OTP_LOGIN=false): the
 * partner apps' sign-in is the only way in. The page the user was sent from goes on as `referrer`,
 * which the SSO page returns to after the sign-in.
 */
export function PartnerSignIn({ referrer, below }: { referrer: string | null; below?: ReactNode }) {
  const intl = useIntl();
  const query = referrer ? `?${new URLSearchParams({ referrer })}` : '';
  return (
    <>
      <SplashIllustration />
      <section className="card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" tabIndex={-1}>
          <FormattedMessage id="auth.phone.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="auth.partner.subtitle" />
        </p>
        <div className="partner-sign-in">
          {OAUTH_PROVIDERS.map((provider) => (
            <Link key={provider} className="btn btn--secondary btn--block" to={`/sso/${provider}${query}`}>
              <FormattedMessage id="auth.partner.continue" values={{ app: intl.formatMessage({ id: `sso.app.${provider}` }) }} />
            </Link>
          ))}
        </div>
      </section>
      {below}
    </>
  );
}
