import { FormattedMessage, useIntl } from 'react-intl';
import { LimitMeter } from '@ui/LimitMeter';
import { useFormat } from '@ui/useFormat';

/** The available limit, and how much of the limit unpaid purchases use (fees never use it). */
export function LimitCard({ creditLimit, availableLimit }: { creditLimit: number; availableLimit: number }) {
  const intl = useIntl();
  const format = useFormat();
  const used = Math.max(0, creditLimit - availableLimit);
  return (
    <LimitMeter
      headingId="paylater-limit-title"
      title={<FormattedMessage id="paylater.limit.available" />}
      available={format.money(availableLimit)}
      usedPercent={creditLimit > 0 ? (used / creditLimit) * 100 : 0}
      barLabel={intl.formatMessage({ id: 'paylater.limit.usedBar' })}
      usedLine={<FormattedMessage id="paylater.limit.used" values={{ used: format.money(used), limit: format.money(creditLimit) }} />}
    />
  );
}
