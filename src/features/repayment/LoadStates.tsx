import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ApiErrorData } from '@domain/errors';
import { hasMessage } from '@i18n/catalogue';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import type { RepaymentProduct } from '@worker/repayment/contract';
import { PRODUCT_HOME } from './repayment-view';
import { RepaymentFrame } from './RepaymentFrame';
import { LinkButton } from '@ui/LinkButton';

export function RepaymentLoading({ product, orderId }: { product: RepaymentProduct; orderId: string | null }) {
  return (
    <RepaymentFrame product={product} orderId={orderId}>
      <div className="card--center">
        <Spinner />
      </div>
    </RepaymentFrame>
  );
}

/** The product has no account (not activated): nothing to repay here. */
export function NoAccount({ product }: { product: RepaymentProduct }) {
  const intl = useIntl();
  return (
    <RepaymentFrame product={product} orderId={null}>
      <p>
        <FormattedMessage id="repayment.noAccount" values={{ product: intl.formatMessage({ id: `repayment.product.${product}` }) }} />
      </p>
      <LinkButton to="/" messageId="repayment.backHome" block />
    </RepaymentFrame>
  );
}

interface LoadFailedProps {
  product: RepaymentProduct;
  orderId: string | null;
  error: ApiErrorData;
  /** No answer, and no bill kept on this device. */
  offline: boolean;
  onRetry: () => Promise<unknown>;
}

/** The payment-method load failure: what went wrong, and try again. */
export function LoadFailed({ product, orderId, error, offline, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  const codeMessage = `repayment.error.${error.errors[0]?.code ?? ''}`;
  const detail = offline
    ? intl.formatMessage({ id: 'repayment.offline.nothingSaved' })
    : hasMessage(codeMessage)
      ? intl.formatMessage({ id: codeMessage })
      : error.message || intl.formatMessage({ id: 'errors.NETWORK_ERROR' });
  return (
    <RepaymentFrame product={product} orderId={orderId}>
      <div className="repayment-notice repayment-notice--error" role="alert">
        <h2>
          <FormattedMessage id={offline ? 'repayment.offline.title' : 'repayment.loadFailed.title'} />
        </h2>
        <p>{detail}</p>
      </div>
      <Button block onClick={() => void onRetry()}>
        <FormattedMessage id="repayment.loadFailed.retry" />
      </Button>
      <Link className="btn btn--text btn--block" to={PRODUCT_HOME[product]}>
        <FormattedMessage id="repayment.backToProduct" values={{ product: intl.formatMessage({ id: `repayment.product.${product}` }) }} />
      </Link>
    </RepaymentFrame>
  );
}
