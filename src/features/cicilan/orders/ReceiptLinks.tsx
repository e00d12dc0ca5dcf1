import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CicilanOrder } from '@domain/contract/cicilan';
import { receiptRoute } from '../links';

/** The order's receipts: the loan order itself, and each repayment that paid into it. */
export function ReceiptLinks({ order }: { order: CicilanOrder }) {
  return (
    <nav className="card link-list" aria-labelledby="cicilan-receipts-title">
      <h2 id="cicilan-receipts-title">
        <FormattedMessage id="cicilan.order.receipts" />
      </h2>
      <ul>
        <li>
          <Link className="link-list__item" to={receiptRoute(order.orderId)}>
            <FormattedMessage id="cicilan.receipt.title.LOAN_ORDER" />
          </Link>
        </li>
        {order.repaymentIds.map((id, index) => (
          <li key={id}>
            <Link className="link-list__item" to={receiptRoute(id)}>
              <FormattedMessage id="cicilan.order.repaymentReceipt" values={{ number: index + 1 }} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
