import { FormattedMessage, useIntl } from 'react-intl';
import type { EarlyRepaymentQuote } from '@domain/contract/cicilan';
import { DetailList } from '@ui/DetailList';
import { Spinner } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { earlyRepaymentRoute } from '../links';
import { LinkButton } from '@ui/LinkButton';

/**
 * Paying the order off today (the platform's quote): what it takes and what the user saves (the
 * cost of the months not started); no fee for repaying early. Pay opens the repayment page for this order.
 */
export function PayOffEarlyCard({
  orderId,
  quote,
  pending,
}: {
  orderId: string;
  quote: EarlyRepaymentQuote | null;
  /** The quote is still on its way (not failed): a spinner, never "cannot be shown". */
  pending: boolean;
}) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <section
      className="card bill-card"
      aria-labelledby="cicilan-early-title"
      data-early-repayment={quote ? String(quote.is_early_repayment_enabled) : pending ? 'pending' : 'unknown'}
    >
      <h2 id="cicilan-early-title">
        <FormattedMessage id="cicilan.early.title" />
      </h2>
      {quote === null && pending ? (
        <Spinner size="small" />
      ) : quote === null ? (
        <p className="muted">
          <FormattedMessage id="cicilan.early.unavailable" />
        </p>
      ) : quote.is_early_repayment_enabled ? (
        <>
          <DetailList
            rows={[
              {
                key: 'pay',
                label: intl.formatMessage({ id: 'cicilan.early.amountToPay' }),
                value: format.money(quote.amount_to_pay),
                emphasis: true,
              },
              { key: 'save', label: intl.formatMessage({ id: 'cicilan.early.discount' }), value: format.money(quote.discount) },
            ]}
          />
          <p className="muted">
            <FormattedMessage id="cicilan.early.noFee" />
          </p>
          <LinkButton to={earlyRepaymentRoute(orderId)} messageId="cicilan.early.pay" block />
        </>
      ) : (
        <p className="muted">
          <FormattedMessage id="cicilan.early.notEnabled" />
        </p>
      )}
    </section>
  );
}
