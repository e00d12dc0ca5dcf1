import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { OLD_MONTHLY_FEE, PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import { PAYLATER_MAX_INSTALMENTS } from '@domain/paylater/instalments';
import { signInUrlFor } from '@domain/referrer';
import { trackEvent } from '@state/analytics';
import { sessionAtom } from '@state/session';
import { PageTitle } from '@ui/PageTitle';
import { useFormat } from '@ui/useFormat';
import './learn.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

const HOME = '/gopaylater/ab';

/**
 * /paylater/about: the pre-login marketing page. What pay-later is and what it costs (document 2,
 * sections 1 and 9: both provider versions' limits and fees), then sign in, which comes back to
 * the pay-later home. Open to everyone; a signed-in user is offered the home instead.
 */
export default function MarketingPage() {
  const format = useFormat();
  const session = useAtomValue(sessionAtom);
  useEffect(() => trackEvent('paylater_marketing_viewed', { page: 'paylater_marketing' }), []);
  const signedIn = session.status === 'signed-in';
  const points = [
    ['limit', { limit: format.money(PAYLATER_LIMIT_CAPS.NEW), oldLimit: format.money(PAYLATER_LIMIT_CAPS.OLD) }],
    ['fee', { fee: format.money(OLD_MONTHLY_FEE), percent: '2%' }],
    ['firstMonth', {}],
    ['instalments', { count: PAYLATER_MAX_INSTALMENTS }],
    ['dueDate', {}],
    ['grace', {}],
  ] as const;
  return (
    <div className="money-page learn-page marketing">
      <section className="card marketing__hero">
        <PageTitle>
          <FormattedMessage id="paylater.marketing.title" />
        </PageTitle>
        <p>
          <FormattedMessage id="paylater.marketing.lead" />
        </p>
        <Link className="btn btn--primary btn--block" to={signedIn ? HOME : signInUrlFor(HOME, '')}>
          <FormattedMessage id={signedIn ? 'paylater.marketing.open' : 'paylater.marketing.signIn'} />
        </Link>
      </section>
      <Card title={<FormattedMessage id="paylater.marketing.whatTitle" />}>
        <ul className="learn-list">
          {points.map(([key, values]) => (
            <li key={key}>
              <FormattedMessage id={`paylater.marketing.point.${key}`} values={values} />
            </li>
          ))}
        </ul>
        <p className="muted">
          <FormattedMessage id="paylater.marketing.kyc" />
        </p>
      </Card>
      <Card title={<FormattedMessage id="paylater.marketing.howTitle" />}>
        <ol className="learn-list">
          <li>
            <FormattedMessage id="paylater.marketing.how.signIn" />
          </li>
          <li>
            <FormattedMessage id="paylater.marketing.how.verify" />
          </li>
          <li>
            <FormattedMessage id="paylater.marketing.how.sign" />
          </li>
          <li>
            <FormattedMessage id="paylater.marketing.how.shop" />
          </li>
        </ol>
        {signedIn ? null : <LinkButton to={signInUrlFor(HOME, '')} messageId="paylater.marketing.signIn" variant="secondary" block />}
      </Card>
    </div>
  );
}
