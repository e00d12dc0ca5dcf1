/** The outcome pages of a partner sign-in: access denied, the generic SSO error and the server-error view. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { OAuthProvider } from '@domain/contract/sign-in-sso';
import { BUILD_FLAGS } from '@state/build-flags';
import { Button } from '@ui/Button';
import { MessageCard } from './MessageCard';
import { LinkButton } from '@ui/LinkButton';

const BENEFITS: Record<OAuthProvider, readonly string[]> = {
  gobiz: ['sso.denied.gobiz.benefit1', 'sso.denied.gobiz.benefit2', 'sso.denied.gobiz.benefit3'],
  gojek: ['sso.denied.customer.benefit1', 'sso.denied.customer.benefit2', 'sso.denied.customer.benefit3'],
  gopay: ['sso.denied.customer.benefit1', 'sso.denied.customer.benefit2', 'sso.denied.customer.benefit3'],
};

/** The phone-number login, when the build has it (VITE_OTP_LOGIN). */
function PhoneFallback() {
  if (!BUILD_FLAGS.otpLogin) return null;
  return <LinkButton to="/" messageId="sso.phoneFallback" variant="secondary" block replace />;
}

/** Try again first, then the other way in (the phone login when the build has it, unless another is given). */
function RetryActions({
  onRetry,
  retryLabel,
  fallback = <PhoneFallback />,
}: {
  onRetry: () => void;
  retryLabel: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <>
      <Button block onClick={onRetry}>
        {retryLabel}
      </Button>
      {fallback}
    </>
  );
}

export function AccessDeniedView({ provider, onRetry }: { provider: OAuthProvider; onRetry: () => void }) {
  const intl = useIntl();
  const app = intl.formatMessage({ id: `sso.app.${provider}` });
  return (
    <MessageCard
      tone="info"
      title={<FormattedMessage id="sso.denied.title" />}
      actions={<RetryActions onRetry={onRetry} retryLabel={<FormattedMessage id="sso.retry" values={{ app }} />} />}
    >
      <p className="muted">
        <FormattedMessage id="sso.denied.body" values={{ app }} />
      </p>
      <h2 className="visually-hidden">
        <FormattedMessage id="sso.denied.benefitsTitle" />
      </h2>
      <ul className="sso-benefits">
        {BENEFITS[provider].map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
    </MessageCard>
  );
}

/** The generic SSO error page: retry the partner sign-in, or fall back (to phone login by default). */
export function SsoErrorView({
  messageId,
  onRetry,
  fallback,
}: {
  messageId: string;
  onRetry: () => void;
  fallback?: { to: string; labelId: string };
}) {
  return (
    <MessageCard
      tone="error"
      title={<FormattedMessage id="sso.error.title" />}
      actions={
        <RetryActions
          onRetry={onRetry}
          retryLabel={<FormattedMessage id="common.retry" />}
          fallback={fallback ? <LinkButton to={fallback.to} messageId={fallback.labelId} variant="secondary" block replace /> : undefined}
        />
      }
    >
      <p className="muted">
        <FormattedMessage id={messageId} />
      </p>
    </MessageCard>
  );
}

/** A failure the user can do nothing about but try again later. */
export function ServerErrorView() {
  return (
    <MessageCard
      tone="error"
      title={<FormattedMessage id="errorDialog.title" />}
      actions={
        <RetryActions
          onRetry={() => window.location.reload()}
          retryLabel={<FormattedMessage id="errorDialog.retry" />}
          fallback={<LinkButton to="/" messageId="notFound.backHome" variant="secondary" block replace />}
        />
      }
    >
      <p className="muted">
        <FormattedMessage id="errorDialog.body" />
      </p>
    </MessageCard>
  );
}
