import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { PaylaterReceipt } from '@domain/contract/paylater';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { ReceiptCard } from '@ui/ReceiptCard';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS, paylaterReceipt } from '../state';
import { receiptView } from './receipt-rows';
import { PAYLATER_PAGE_LINKS } from '../page-links';
import '@ui/money.css';

/** /paylater/receipts/:receiptId: a payment, repayment, fee, late-fee or refund receipt, to read, share or save. */
export default function ReceiptPage() {
  const receiptId = useParams().receiptId ?? '';
  const receipt = useAnswer(paylaterReceipt, receiptId, PAYLATER_ERRORS);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.receipt.pageTitle" />
      </PageTitle>
      <KeptNoticeOf state={receipt.state} />
      <RemoteContent state={receipt.remote} onRetry={receipt.retry} failedMessage={<FormattedMessage id="paylater.receipt.loadFailed" />}>
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
