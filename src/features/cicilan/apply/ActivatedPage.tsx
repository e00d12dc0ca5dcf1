import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { trackEvent } from '@state/analytics';
import { useAnswer } from '@state/use-answer';
import { SuccessCard } from '@ui/SuccessCard';
import { useFormat } from '@ui/useFormat';
import { cicilanProfile } from '../state';
import { LinkButton } from '@ui/LinkButton';

/**
 * /cicilan/activated: where signing the cicilan contract ends ("activation success"). The limit is
 * shown when the platform answers; a failure stays quiet, the page says all it must without it.
 */
export default function ActivatedPage() {
  const format = useFormat();
  const { remote: state } = useAnswer(cicilanProfile, 'profile', null);
  useEffect(() => trackEvent('activation_success_viewed', { page: 'activation_success', product: 'cicilan' }), []);
  const limit = state.status === 'ready' && state.data.credit_limit > 0 ? state.data.credit_limit : null;
  return (
    <SuccessCard title={<FormattedMessage id="cicilan.activated.title" />}>
      <p>
        <FormattedMessage id="cicilan.activated.body" />
      </p>
      {limit !== null ? (
        <p className="activated__limit">
          <FormattedMessage id="cicilan.activated.limit" values={{ limit: <strong className="amount">{format.money(limit)}</strong> }} />
        </p>
      ) : null}
      <LinkButton to="/gopaylater/cicilan" messageId="cicilan.activated.open" block />
      <LinkButton to="/" messageId="cicilan.backHome" variant="text" block />
    </SuccessCard>
  );
}
