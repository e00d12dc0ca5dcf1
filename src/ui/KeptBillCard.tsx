import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatJakartaTime24 } from '@domain/jakarta-instant';
import { formatVaNumber, vaStateAt } from '@domain/repayment/virtual-account';
import type { StoredBill } from '@worker/repayment/contract';
import { Button } from './Button';
import { DetailList, type DetailRow } from './DetailList';
import { useFormat } from './useFormat';
import './money.css';

/** The product's catalogue keys: `<prefix>.title | asOf | cannot | va | howToPay`, and the row labels. */
export interface KeptBillMessages {
  prefix: string;
  amountDue: string;
  dueDate: string;
  payoff: string;
}

interface KeptBillCardProps {
  bill: StoredBill;
  messages: KeptBillMessages;
  /** The product's repayment page: offline it shows the kept bill in full, with the bank's steps. */
  repaymentRoute: string;
  onRetry: () => void;
}

/**
 * A product home offline: the bill as the platform last answered it to this device, "as of" when,
 * the VA to pay while the phone's clock says it is still valid, and what needs a connection. The
 * page loads the home again when the platform is back (useRemote, a kept answer).
 */
export function KeptBillCard({ bill, messages, repaymentRoute, onRetry }: KeptBillCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const label = (id: string): string => intl.formatMessage({ id });
  const va = bill.virtualAccount;
  const rows: DetailRow[] = [{ key: 'due', label: label(messages.amountDue), value: format.money(bill.amountDue), emphasis: true }];
  if (bill.dueDate) rows.push({ key: 'date', label: label(messages.dueDate), value: format.date(bill.dueDate) });
  if (bill.payoff > bill.amountDue) rows.push({ key: 'payoff', label: label(messages.payoff), value: format.money(bill.payoff) });
  if (va && vaStateAt(va.state, va.expiresAt, Date.now()) !== 'EXPIRED')
    rows.push({
      key: 'va',
      label: intl.formatMessage({ id: `${messages.prefix}.va` }, { bank: va.bankName }),
      value: <span className="nowrap">{formatVaNumber(va.vaNumber)}</span>,
    });
  return (
    <section className="card bill-card kept-bill" aria-labelledby="kept-bill-title" data-testid="kept-bill">
      <h2 id="kept-bill-title">
        <FormattedMessage id={`${messages.prefix}.title`} />
      </h2>
      <p className="muted">
        <FormattedMessage
          id={`${messages.prefix}.asOf`}
          values={{ date: format.day(bill.asOf), time: formatJakartaTime24(bill.asOf, format.language) }}
        />
      </p>
      <DetailList rows={rows} />
      <p className="muted">
        <FormattedMessage id={`${messages.prefix}.cannot`} />
      </p>
      <Link className="btn btn--block btn--primary" to={repaymentRoute}>
        <FormattedMessage id={`${messages.prefix}.howToPay`} />
      </Link>
      <Button block variant="secondary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </section>
  );
}
