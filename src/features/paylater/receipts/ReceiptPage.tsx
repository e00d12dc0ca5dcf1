import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { PaylaterReceipt } from '@domain/contract/paylater';
import { useRemote } from '@state/remote';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { ReceiptCard } from '@ui/ReceiptCard';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS, fetchPaylaterReceipt } from '../state';
import { receiptView } from './receipt-rows';
import '@ui/money.css';

/** /paylater/receipts/:receiptId: a payment, repayment, fee, late-fee or refund receipt, to read, share or save. */
export default function ReceiptPage() {
  const intl = useIntl();
  const receiptId = useParams().receiptId ?? '';
  const { state, retry } = useRemote(() => fetchPaylaterReceipt(receiptId), PAYLATER_ERRORS, receiptId);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.receipt.pageTitle" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.receipt.loadFailed" />}>
        {(data) => <Receipt receipt={data} />}
      </RemoteContent>
      <nav className="page-links no-print" aria-label={intl.formatMessage({ id: 'paylater.nav.label' })}>
        <Link className="btn btn--text btn--block" to="/paylater/history">
          <FormattedMessage id="paylater.history.title" />
        </Link>
        <Link className="btn btn--text btn--block" to="/gopaylater/ab">
          <FormattedMessage id="paylater.backToPaylater" />
        </Link>
      </nav>
    </div>
  );
}

function Receipt({ receipt }: { receipt: PaylaterReceipt }) {
  const intl = useIntl();
  const format = useFormat();
  const view = receiptView(receipt, (id, values) => intl.formatMessage({ id }, values), format);
  return (
    <ReceiptCard
      kind={receipt.kind}
      title={intl.formatMessage({ id: view.titleId })}
      rows={view.rows}
      status={view.status}
      shareLabel={intl.formatMessage({ id: 'paylater.receipt.share' })}
      printLabel={intl.formatMessage({ id: 'paylater.receipt.save' })}
    />
  );
}
