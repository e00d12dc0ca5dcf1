import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { BillSummary } from './BillSummary';
import { RepaymentForm } from './RepaymentForm';
import { RepaymentFrame } from './RepaymentFrame';
import { PRODUCT_HOME, chooserDecision, repaymentPath } from './repayment-view';
import { repaymentGate } from './repayment-gate';
import { useRepaymentPage } from './useRepaymentPage';

/**
 * /paylater/repayment and /cicilan/repayment (?type=, ?order=, ?new=1): what is owed, the choice of
 * type and bank, and opening the VA. An ACTIVE or PENDING VA is resumed instead (the VA screen),
 * unless the user asked to change it (?new=1).
 */
export default function ChoosePage() {
  const intl = useIntl();
  const page = useRepaymentPage({ fresh: true });
  const gate = repaymentGate(page);
  if (gate.screen) return gate.screen;
  const { product, orderId, language, params } = page;
  const { target, live: load } = gate;
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
