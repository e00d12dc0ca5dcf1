import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { trackEvent } from '@state/analytics';
import { useAnswer } from '@state/use-answer';
import { SuccessCard } from '@ui/SuccessCard';
import { useFormat } from '@ui/useFormat';
import { paylaterProfile } from '../state';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/activated: where signing the contract ends ("activation success"). The limit is shown
 * when the platform answers; without it the page still says all it must, so a failure stays quiet.
 */
export default function ActivatedPage() {
  const format = useFormat();
  const { remote: state } = useAnswer(paylaterProfile, 'profile', null);
  useEffect(() => trackEvent('activation_success_viewed', { page: 'activation_success', product: 'paylater' }), []);
  const limit = state.status === 'ready' && state.data.credit_limit > 0 ? state.data.credit_limit : null;
  return (
    <SuccessCard title={<FormattedMessage id="paylater.activated.title" />}>
      <p>
        <FormattedMessage id="paylater.activated.body" />
      </p>
      {limit !== null ? (
        <p className="activated__limit">
          <FormattedMessage id="paylater.activated.limit" values={{ limit: <strong className="amount">{format.money(limit)}</strong> }} />
        </p>
      ) : null}
      <LinkButton to="/gopaylater/ab" messageId="paylater.activated.open" block />
      <LinkButton to="/" messageId="paylater.backHome" variant="text" block />
    </SuccessCard>
  );
}
