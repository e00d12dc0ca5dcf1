import { FormattedMessage } from 'react-intl';
import type { SubscriptionFeeOffer } from '@domain/paylater/home-extras';
import { useFormat } from '@ui/useFormat';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/**
 * A discount on the monthly fee the user can still take (active_discount_offers.subs_fee OFFERED):
 * which limit carries it, how much and until when, and the way to the plans. A discount in force is
 * the fee card's.
 */
export function FeeOfferCard({ offer }: { offer: SubscriptionFeeOffer | null }) {
  const format = useFormat();
  if (offer?.state !== 'OFFERED' || offer.credit_limit === null) return null;
  return (
    <Card className="offer-card" title={<FormattedMessage id="paylater.offer.title" values={{ percentage: offer.percentage }} />}>
      <p>
        <FormattedMessage
          id="paylater.offer.body"
          values={{
            percentage: offer.percentage,
            duration: offer.duration,
            limit: <strong className="amount">{format.money(offer.credit_limit)}</strong>,
            until: <strong className="nowrap">{format.date(offer.available_until)}</strong>,
          }}
        />
      </p>
      <LinkButton to="/paylater/plans" messageId="paylater.offer.action" variant="secondary" block />
    </Card>
  );
}
