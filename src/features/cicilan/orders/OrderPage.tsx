import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { CicilanOrder, EarlyRepaymentQuote } from '@domain/contract/cicilan';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { CICILAN_ERRORS, cicilanOrder, earlyRepaymentQuote } from '../state';
import { PayOffEarlyCard } from './PayOffEarlyCard';
import { OrderSummary } from './OrderSummary';
import { Schedule } from './Schedule';
import { ReceiptLinks } from './ReceiptLinks';
import { CICILAN_PAGE_LINKS } from '../links';
import '@ui/money.css';

/** /cicilan/orders/:orderId: an order, its schedule, paying it off early with the quote, and its receipts. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const order = useAnswer(cicilanOrder, orderId, CICILAN_ERRORS);
  // Read at the same time; without it the order still shows and its early repayment says so.
  const quote = useAnswer(earlyRepaymentQuote, orderId, null);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.order.title" />
      </PageTitle>
      <KeptNoticeOf state={order.state} />
      <RemoteContent state={order.remote} onRetry={order.retry} failedMessage={<FormattedMessage id="cicilan.order.loadFailed" />}>
        {(data) => <Order order={data} quote={quote.state.value} quotePending={quote.state.value === null && quote.state.error === null} />}
      </RemoteContent>
      <PageLinks labelId="cicilan.nav.label" links={CICILAN_PAGE_LINKS} />
    </div>
  );
}

function Order({ order, quote, quotePending }: { order: CicilanOrder; quote: EarlyRepaymentQuote | null; quotePending: boolean }) {
  const settled = order.status === 'PAID' || order.status === 'PAID_EARLY';
  return (
    <>
      <OrderSummary order={order} />
      {settled ? null : <PayOffEarlyCard orderId={order.orderId} quote={quote} pending={quotePending} />}
      <Schedule order={order} />
      <ReceiptLinks order={order} />
    </>
  );
}
