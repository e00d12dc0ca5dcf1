import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressBar } from '@ui/ProgressBar';
import { useFormat } from '@ui/useFormat';

/** The available limit, and how much of the limit unpaid purchases use (fees never use it). */
export function LimitCard({ creditLimit, availableLimit }: { creditLimit: number; availableLimit: number }) {
  const intl = useIntl();
  const format = useFormat();
  const used = Math.max(0, creditLimit - availableLimit);
  return (
    <section className="card limit-card" aria-labelledby="paylater-limit-title">
      <h2 id="paylater-limit-title" className="limit-card__label">
        <FormattedMessage id="paylater.limit.available" />
      </h2>
      <p className="limit-card__amount amount">{format.money(availableLimit)}</p>
      <ProgressBar value={creditLimit > 0 ? (used / creditLimit) * 100 : 0} label={intl.formatMessage({ id: 'paylater.limit.usedBar' })} />
      <p className="muted limit-card__used">
        <FormattedMessage id="paylater.limit.used" values={{ used: format.money(used), limit: format.money(creditLimit) }} />
      </p>
    </section>
  );
}
