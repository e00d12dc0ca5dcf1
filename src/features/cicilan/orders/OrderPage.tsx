import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRemote } from '@state/remote';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { CICILAN_ERRORS, fetchCicilanOrder, type OrderWithQuote } from '../state';
import { EarlyRepaymentCard } from './EarlyRepaymentCard';
import { OrderSummary } from './OrderSummary';
import { Schedule } from './Schedule';
import { ReceiptLinks } from './ReceiptLinks';
import { CICILAN_PAGE_LINKS } from '../links';
import '@ui/money.css';

/** /cicilan/orders/:orderId: an order, its schedule, paying it off early with the quote, and its receipts. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const { state, retry } = useRemote(() => fetchCicilanOrder(orderId), CICILAN_ERRORS, orderId);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.order.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="cicilan.order.loadFailed" />}>
        {(data) => <Order data={data} />}
      </RemoteContent>
      <PageLinks labelId="cicilan.nav.label" links={CICILAN_PAGE_LINKS} />
    </div>
  );
}

function Order({ data }: { data: OrderWithQuote }) {
  const { order, quote } = data;
  const settled = order.status === 'PAID' || order.status === 'PAID_EARLY';
  return (
    <>
      <OrderSummary order={order} />
      {settled ? null : <EarlyRepaymentCard orderId={order.orderId} quote={quote} />}
      <Schedule order={order} />
      <ReceiptLinks order={order} />
    </>
  );
}
