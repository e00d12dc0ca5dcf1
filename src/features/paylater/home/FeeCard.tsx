import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaylaterProfile } from '@domain/contract/paylater';
import { billingCycleOn } from '@domain/paylater/billing';
import { useFormat } from '@ui/useFormat';

/**
 * The monthly fee as it stands for the open cycle: free in the first month of use, with a discount
 * offer, or the version's fee (15,000 flat on the old provider, 2% of the month's purchases on the new).
 */
export function FeeCard({ profile }: { profile: PaylaterProfile }) {
  const format = useFormat();
  const offer = profile.active_discount_offers.subs_fee;
  const concession = profile.fee_concession;
  const cycle = profile.billing_cycle ? billingCycleOn(profile.billing_cycle.start_date) : null;
  const fee = profile.provider_version === 'OLD' ? 'paylater.fee.old' : 'paylater.fee.new';
  return (
    <section className="card fee-card" aria-labelledby="paylater-fee-title" data-concession={concession}>
      <h2 id="paylater-fee-title">
        <FormattedMessage id="paylater.fee.title" />
      </h2>
      {concession === 'free_trial' ? (
        <p>
          <strong>
            <FormattedMessage id="paylater.fee.freeTrial" />
          </strong>{' '}
          <FormattedMessage id={`${fee}.normally`} values={{ fee: format.money(profile.subscription_fee) }} />
        </p>
      ) : concession === 'discounted_fee' && offer?.state === 'IN_FORCE' ? (
        <p>
          <FormattedMessage
            id="paylater.fee.discounted"
            values={{
              fee: <strong className="amount">{format.money(offer.discounted_amount)}</strong>,
              listFee: <s className="amount">{format.money(offer.amount)}</s>,
              percentage: offer.percentage,
              duration: offer.duration,
              until: format.date(offer.available_until),
            }}
          />
        </p>
      ) : (
        <p>
          {profile.provider_version === 'NEW' && profile.subscription_fee === 0 ? (
            <FormattedMessage id="paylater.fee.new.nothingYet" />
          ) : (
            <FormattedMessage
              id={`${fee}.charged`}
              values={{ fee: <strong className="amount">{format.money(profile.subscription_fee)}</strong> }}
            />
          )}
        </p>
      )}
      <p className="muted">
        <FormattedMessage id="paylater.fee.onlyWhenUsed" />
      </p>
      <p>
        <Link to="/paylater/fees">
          <FormattedMessage id="paylater.fee.explain" />
        </Link>
      </p>
      {cycle ? (
        <p className="muted">
          <FormattedMessage
            id="paylater.fee.cycle"
            values={{ start: format.date(cycle.startDate), end: format.date(cycle.endDate), due: format.date(cycle.dueDate) }}
          />
        </p>
      ) : null}
    </section>
  );
}
