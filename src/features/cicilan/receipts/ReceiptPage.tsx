import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { CicilanReceipt } from '@domain/contract/cicilan';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { ReceiptCard } from '@ui/ReceiptCard';
import { useFormat } from '@ui/useFormat';
import { CICILAN_PAGE_LINKS, orderRoute } from '../links';
import { CICILAN_ERRORS, cicilanReceipt } from '../state';
import { receiptView } from './receipt-rows';
import '@ui/money.css';

/** /cicilan/receipts/:receiptId: a loan-order receipt (by order id) or a repayment receipt, to read, share or save. */
export default function ReceiptPage() {
  const receiptId = useParams().receiptId ?? '';
  const receipt = useAnswer(cicilanReceipt, receiptId, CICILAN_ERRORS);
  const state = receipt.remote;
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.receipt.pageTitle" />
      </PageTitle>
      <KeptNoticeOf state={receipt.state} />
      <RemoteContent state={state} onRetry={receipt.retry} failedMessage={<FormattedMessage id="cicilan.receipt.loadFailed" />}>
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
  const view = receiptView(receipt, (id, values) => intl.formatMessage({ id }, values), format);
  return (
    <ReceiptCard
      kind={receipt.kind}
      title={intl.formatMessage({ id: view.titleId })}
      rows={view.rows}
      status={view.status}
      shareLabel={intl.formatMessage({ id: 'cicilan.receipt.share' })}
      printLabel={intl.formatMessage({ id: 'cicilan.receipt.save' })}
    />
  );
}
