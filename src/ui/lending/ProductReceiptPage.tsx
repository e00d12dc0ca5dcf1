import { FormattedMessage, useIntl } from 'react-intl';
import type { ShownAnswer } from '@state/use-answer';
import { type PageLink, PageLinks } from '../PageLinks';
import { PageTitle } from '../PageTitle';
import { ReceiptCard } from '../ReceiptCard';
import { RemoteContent } from '../RemoteContent';
import { type Formatters, useFormat } from '../useFormat';
import { KeptNoticeOf } from './KeptNotice';
import type { ReceiptView, Translate } from './repayment-receipt';
import '../money.css';

interface ProductReceiptPageProps<R extends { kind: string }> {
  /** The product's message prefix (`paylater`, `cicilan`): its page title, failure, share and save words. */
  product: string;
  /** The receipt's answer, read by the product's page. */
  receipt: ShownAnswer<R>;
  /** The product's rows for a receipt. */
  view: (receipt: R, t: Translate, format: Formatters) => ReceiptView;
  /** The ways on below the receipt (null until it has answered). */
  links: (receipt: R | null) => readonly PageLink[];
}

/** A consumer-credit receipt page (pay-later's, cicilan's): the receipt to read, share or save, then the product's links. */
export function ProductReceiptPage<R extends { kind: string }>({ product, receipt, view, links }: ProductReceiptPageProps<R>) {
  const state = receipt.remote;
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id={`${product}.receipt.pageTitle`} />
      </PageTitle>
      <KeptNoticeOf state={receipt.state} />
      <RemoteContent state={state} onRetry={receipt.retry} failedMessage={<FormattedMessage id={`${product}.receipt.loadFailed`} />}>
        {(data) => <Receipt product={product} receipt={data} view={view} />}
      </RemoteContent>
      <PageLinks labelId={`${product}.nav.label`} links={links(state.status === 'ready' ? state.data : null)} printed={false} />
    </div>
  );
}

function Receipt<R extends { kind: string }>({
  product,
  receipt,
  view,
}: Pick<ProductReceiptPageProps<R>, 'product' | 'view'> & { receipt: R }) {
  const intl = useIntl();
  const format = useFormat();
  const shown = view(receipt, (id, values) => intl.formatMessage({ id }, values), format);
  return (
    <ReceiptCard
      kind={receipt.kind}
      title={intl.formatMessage({ id: shown.titleId })}
      rows={shown.rows}
      status={shown.status}
      shareLabel={intl.formatMessage({ id: `${product}.receipt.share` })}
      printLabel={intl.formatMessage({ id: `${product}.receipt.save` })}
    />
  );
}
