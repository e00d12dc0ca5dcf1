import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { GRACE_DAYS } from '@domain/lending/grace';
import { OLD_MONTHLY_FEE, PAYLATER_DAILY_LATE_FEES, listMonthlyFee } from '@domain/paylater/fees';
import { trackEvent } from '@state/analytics';
import { useAnswer } from '@state/use-answer';
import { PageTitle } from '@ui/PageTitle';
import { useFormat } from '@ui/useFormat';
import { paylaterProfile } from '../state';
import './learn.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/** The purchases of the worked example on the new version. */
const EXAMPLE_PURCHASES = 1_500_000;

/**
 * /paylater/fees ("fee explanation"): what the monthly fee is, when it is charged, the first month
 * free, and what lateness costs, for the user's own provider version once the profile answers
 * (both versions until then, or without it).
 */
export default function FeeExplanationPage() {
  const format = useFormat();
  const { remote: state } = useAnswer(paylaterProfile, 'profile', null);
  useEffect(() => trackEvent('fee_explanation_viewed', { page: 'fee_explanation' }), []);
  const version = state.status === 'ready' && state.data.account_id !== null ? state.data.provider_version : null;
  const showOld = version !== 'NEW';
  const showNew = version !== 'OLD';
  return (
    <div className="money-page learn-page">
      <PageTitle>
        <FormattedMessage id="paylater.fees.title" />
      </PageTitle>
      <Card title={<FormattedMessage id="paylater.fees.monthlyTitle" />}>
        {showOld ? (
          <p>
            <FormattedMessage
              id={version ? 'paylater.fees.old.yours' : 'paylater.fees.old.general'}
              values={{ fee: <strong className="amount">{format.money(OLD_MONTHLY_FEE)}</strong> }}
            />
          </p>
        ) : null}
        {showNew ? (
          <p>
            <FormattedMessage
              id={version ? 'paylater.fees.new.yours' : 'paylater.fees.new.general'}
              values={{
                purchases: format.money(EXAMPLE_PURCHASES),
                fee: <strong className="amount">{format.money(listMonthlyFee('NEW', EXAMPLE_PURCHASES))}</strong>,
              }}
            />
          </p>
        ) : null}
        <ul className="learn-list">
          <li>
            <FormattedMessage id="paylater.fees.firstMonthFree" />
          </li>
          <li>
            <FormattedMessage id="paylater.fees.onlyWhenUsed" />
          </li>
          <li>
            <FormattedMessage id="paylater.fees.oncePerMonth" />
          </li>
        </ul>
      </Card>
      <Card title={<FormattedMessage id="paylater.fees.lateTitle" />}>
        <p>
          <FormattedMessage id="paylater.fees.dueAndGrace" values={{ days: GRACE_DAYS }} />
        </p>
        <p>
          <FormattedMessage
            id="paylater.fees.lateFee"
            values={{
              fee: format.money(version ? PAYLATER_DAILY_LATE_FEES[version] : PAYLATER_DAILY_LATE_FEES.OLD),
              newFee: format.money(PAYLATER_DAILY_LATE_FEES.NEW),
              both: version ? 'no' : 'yes',
            }}
          />
        </p>
      </Card>
      <LinkButton to="/paylater/slider" messageId="paylater.learn.sliderLink" variant="secondary" block />
      <LinkButton to="/gopaylater/ab" messageId="paylater.learn.backToPaylater" variant="text" block />
    </div>
  );
}
