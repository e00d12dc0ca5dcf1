import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { CicilanReceipt } from '@domain/contract/cicilan';
import { useRemote } from '@state/remote';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { ReceiptCard } from '@ui/ReceiptCard';
import { useFormat } from '@ui/useFormat';
import { CICILAN_PAGE_LINKS, orderRoute } from '../links';
import { CICILAN_ERRORS, fetchCicilanReceipt } from '../state';
import { receiptRows } from './receipt-rows';
import '@ui/money.css';

/** /cicilan/receipts/:receiptId: a loan-order receipt (by order id) or a repayment receipt, to read, share or save. */
export default function ReceiptPage() {
  const receiptId = useParams().receiptId ?? '';
  const { state, retry } = useRemote(() => fetchCicilanReceipt(receiptId), CICILAN_ERRORS, receiptId);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.receipt.pageTitle" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="cicilan.receipt.loadFailed" />}>
        {(data) => <Receipt receipt={data} />}
      </RemoteContent>
      <PageLinks
        labelId="cicilan.nav.label"
        links={
          state.status === 'ready' && state.data.kind === 'LOAN_ORDER'
            ? [{ to: orderRoute(state.data.id), messageId: 'cicilan.receipt.toOrder' }, ...CICILAN_PAGE_LINKS]
            : CICILAN_PAGE_LINKS
        }
        printed={false}
      />
    </div>
  );
}

function Receipt({ receipt }: { receipt: CicilanReceipt }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <ReceiptCard
      kind={receipt.kind}
      title={intl.formatMessage({ id: `cicilan.receipt.title.${receipt.kind}` })}
      rows={receiptRows(receipt, (id, values) => intl.formatMessage({ id }, values), format)}
      shareLabel={intl.formatMessage({ id: 'cicilan.receipt.share' })}
      printLabel={intl.formatMessage({ id: 'cicilan.receipt.save' })}
    />
  );
}
