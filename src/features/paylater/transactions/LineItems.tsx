import { FormattedMessage } from 'react-intl';
import type { PaylaterTransaction } from '@domain/contract/paylater';
import { StatusBadge } from '@ui/StatusBadge';
import { TransactionItem } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { KIND_NAMES, REFUND_TONES, STATUS_TONES, receiptRoute } from './labels';

/**
 * One pay-later line and, under a purchase, its refunds (each with its own receipt). `owed` shows
 * what is left to pay of it (the unpaid list); otherwise its whole amount (the history).
 */
export function LineItems({ line, owed }: { line: PaylaterTransaction; owed: boolean }) {
  const format = useFormat();
  const name = line.serviceName ?? <FormattedMessage id={KIND_NAMES[line.kind]} />;
  const partlyPaid = owed && line.unpaidAmount < line.amount;
  return (
    <>
      <TransactionItem
        title={name}
        details={
          <>
            {format.day(line.date)}
            {line.instalment ? (
              <>
                {' · '}
                <FormattedMessage id="paylater.line.instalment" values={line.instalment} />
              </>
            ) : null}
          </>
        }
        amount={format.money(owed ? line.unpaidAmount : line.amount)}
        aside={
          <>
            {partlyPaid ? (
              <span className="transaction-item__details">
                <FormattedMessage id="paylater.line.ofAmount" values={{ amount: format.money(line.amount) }} />
              </span>
            ) : null}
            {/* A partial repayment says what it left on its bill (never "Paid"). */}
            {line.leftAfter !== null && line.leftAfter > 0 ? (
              <span className="transaction-item__details">
                <FormattedMessage id="paylater.line.leftAfter" values={{ amount: format.money(line.leftAfter) }} />
              </span>
            ) : null}
            <StatusBadge tone={STATUS_TONES[line.status]}>
              <FormattedMessage id={`paylater.lineStatus.${line.status}`} />
            </StatusBadge>
          </>
        }
        to={receiptRoute(line.receiptId)}
      />
      {line.refunds.map((refund) => (
        <TransactionItem
          key={refund.refundId}
          title={<FormattedMessage id="paylater.line.refundOf" values={{ name: line.serviceName ?? '' }} />}
          details={format.day(refund.date)}
          amount={format.money(refund.amount)}
          aside={
            <StatusBadge tone={REFUND_TONES[refund.status]}>
              <FormattedMessage id={`paylater.refundStatus.${refund.status}`} />
            </StatusBadge>
          }
          to={receiptRoute(refund.refundId)}
        />
      ))}
    </>
  );
}
