import { FormattedMessage } from 'react-intl';
import { PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import { type EntryStep, ProductStepCard } from '@ui/ProductStepCard';
import { useFormat } from '@ui/useFormat';

/** The pay-later home before activation (and the apply page's refusals). */
export function EntryCard({ step }: { step: EntryStep }) {
  return <ProductStepCard step={step} messagePrefix="paylater.entry" backHomeId="paylater.backHome" benefits={<Benefits />} />;
}

/** What the product offers (document 2, section 1), before the user applies. */
function Benefits() {
  const format = useFormat();
  return (
    <ul className="benefits">
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.limit" values={{ limit: format.money(PAYLATER_LIMIT_CAPS.NEW) }} />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.dueDate" />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.fee" />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.grace" />
      </li>
    </ul>
  );
}
