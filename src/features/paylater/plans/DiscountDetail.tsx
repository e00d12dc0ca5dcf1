import { FormattedMessage } from 'react-intl';
import type { PlanDiscount } from '@domain/contract/paylater-plans';
import { useFormat } from '@ui/useFormat';

/** The "discount detail" of a discounted plan: how much off the monthly fee, for how long, until when. */
export function DiscountDetail({ discount, id }: { discount: PlanDiscount; id: string }) {
  const format = useFormat();
  return (
    <details className="plan-discount option-card__detail disclosure">
      <summary>
        <FormattedMessage id="paylater.plans.discount.summary" values={{ percentage: discount.percentage }} />
      </summary>
      <p id={id}>
        <FormattedMessage
          id="paylater.plans.discount.detail"
          values={{ percentage: discount.percentage, cycles: discount.duration, until: format.date(discount.available_until) }}
        />
      </p>
    </details>
  );
}
