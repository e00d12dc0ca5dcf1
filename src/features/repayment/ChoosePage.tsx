import { isSlikBlocked } from '@domain/lending/slik-blockers';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { BillSummary } from './BillSummary';
import { LoadFailed, NoAccount, RepaymentLoading } from './LoadStates';
import { RepaymentForm } from './RepaymentForm';
import { RepaymentFrame } from './RepaymentFrame';
import { PRODUCT_HOME, chooserDecision, repaymentPath } from './repayment-view';
import { loadRepayment } from './state';
import { SlikDetour } from './SlikDetour';
import { StoredBillView } from './StoredBillView';
import { useRepaymentPage } from './useRepaymentPage';

/**
 * /paylater/repayment and /cicilan/repayment (?type=, ?order=, ?new=1): what is owed, the choice of
 * type and bank, and opening the VA. An ACTIVE or PENDING VA is resumed instead (the VA screen),
 * unless the user asked to change it (?new=1).
 */
export default function ChoosePage() {
  const intl = useIntl();
  const { product, orderId, target, load, language, params } = useRepaymentPage({ fresh: true });
  if (!target) return <NoAccount product={product} />;
  const retry = () => loadRepayment(target);
  switch (load.status) {
    case 'loading':
      return <RepaymentLoading product={product} orderId={orderId} />;
    case 'failed':
      return <LoadFailed product={product} orderId={orderId} error={load.error} offline={load.offline} onRetry={retry} />;
    case 'stored':
      return <StoredBillView bill={load.bill} orderId={orderId} language={language} onRetry={retry} />;
    case 'live':
      break;
  }
  if (load.dues.slik && isSlikBlocked(load.dues.slik)) return <SlikDetour product={product} scopeId={target.scopeId} orderId={orderId} />;
  const { dues, virtualAccount } = load;
  const decision = chooserDecision(dues, virtualAccount, params.get('new') === '1');
  if (decision.kind === 'resume') return <Navigate to={repaymentPath(product, 'va', orderId)} replace />;
  const productName = intl.formatMessage({ id: `repayment.product.${product}` });
  return (
    <RepaymentFrame product={product} orderId={orderId}>
      {decision.kind === 'nothing-due' ? null : (
        <BillSummary product={product} bill={{ ...load.bill, discount: dues.discount }} language={language} />
      )}
      {decision.kind === 'nothing-due' ? (
        <div className="repayment-outcome" data-testid="nothing-due">
          <h2>
            <FormattedMessage id="repayment.nothingDue.title" />
          </h2>
          <p>
            <FormattedMessage id="repayment.nothingDue.body" />
          </p>
          <Link className="btn btn--primary btn--block" to={PRODUCT_HOME[product]}>
            <FormattedMessage id="repayment.backToProduct" values={{ product: productName }} />
          </Link>
        </div>
      ) : (
        <RepaymentForm
          target={target}
          orderId={orderId}
          dues={dues}
          language={language}
          previous={decision.previous}
          replacesActive={decision.replacesActive}
          requestedType={params.get('type')}
          previousBank={virtualAccount?.bankName ?? null}
        />
      )}
    </RepaymentFrame>
  );
}
