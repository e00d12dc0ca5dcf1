import { FormattedMessage } from 'react-intl';
import { CICILAN_MAX_TENOR, CICILAN_MIN_TENOR, CICILAN_MONTHLY_RATE_PERCENT } from '@domain/cicilan/pricing';
import { type EntryStep, ProductStepCard } from '@ui/ProductStepCard';

/** The cicilan home before activation (and the apply page's refusals). */
export function EntryCard({ step }: { step: EntryStep }) {
  return <ProductStepCard step={step} messagePrefix="cicilan.entry" backHomeId="cicilan.backHome" benefits={<Benefits />} />;
}

/** What the product offers (document 2, section 1), before the user applies. */
function Benefits() {
  return (
    <ul className="benefits">
      <li>
        <FormattedMessage id="cicilan.entry.apply.benefit.tenor" values={{ min: CICILAN_MIN_TENOR, max: CICILAN_MAX_TENOR }} />
      </li>
      <li>
        <FormattedMessage id="cicilan.entry.apply.benefit.rate" values={{ rate: CICILAN_MONTHLY_RATE_PERCENT }} />
      </li>
      <li>
        <FormattedMessage id="cicilan.entry.apply.benefit.early" />
      </li>
    </ul>
  );
}
