import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { PaylaterReceipt } from '@domain/contract/paylater';
import { useRemote } from '@state/remote';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { ReceiptCard } from '@ui/ReceiptCard';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS, fetchPaylaterReceipt } from '../state';
import { receiptView } from './receipt-rows';
import { PAYLATER_PAGE_LINKS } from '../page-links';
import '@ui/money.css';

/** /paylater/receipts/:receiptId: a payment, repayment, fee, late-fee or refund receipt, to read, share or save. */
export default function ReceiptPage() {
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
      <PageLinks labelId="paylater.nav.label" links={PAYLATER_PAGE_LINKS} printed={false} />
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
