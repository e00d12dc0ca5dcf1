import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import { formatRupiah } from '@domain/money';
import { paymentSteps, vaBankLabelKey } from '@domain/lending/banks';
import { isVaWatched } from '@domain/lending/va-watch';
import { useVaWatch } from '@state/use-va-watch';
import { Button } from '@ui/Button';
import { PaymentSteps } from '@ui/lending/va/PaymentSteps';
import { VaDetails } from '@ui/lending/va/VaDetails';
import { jakartaTime } from './format';
import { RepaymentFrame } from './RepaymentFrame';
import { PRODUCT_HOME, repaymentPath, repaymentReceiptRoute, vaStateNow } from './repayment-view';
import { loadRepayment } from './state';
import { repaymentGate } from './repayment-gate';
import { useRepaymentPage } from './useRepaymentPage';

/**
 * /paylater/repayment/va and /cicilan/repayment/va (?order=): the scope's newest VA in its state
 * now, with its way forward: pay (number, copy, countdown, steps), wait and refresh, done (with its
 * receipt), make a new one, or try again. While it can be paid the page watches it by itself
 * (useVaWatch: 5 s doubling to 60 s, at once on focus and online), so "received" needs no press.
 * Without any VA it goes back to the chooser.
 */
export default function VirtualAccountPage() {
  const intl = useIntl();
  const page = useRepaymentPage({ fresh: false });
  const { product, orderId, target, language } = page;
  const [checking, setChecking] = useState(false);
  const [notPaidYet, setNotPaidYet] = useState(false);

  const check = useCallback(async () => {
    if (!target) return;
    setChecking(true);
    setNotPaidYet(false);
    try {
      const next = await loadRepayment(target);
      const state = next.status === 'live' ? next.virtualAccount?.state : null;
      setNotPaidYet(state === 'ACTIVE');
    } finally {
      setChecking(false);
    }
  }, [target]);
  const refreshOnExpiry = useCallback(() => {
    if (target) void loadRepayment(target);
  }, [target]);
  const shown = page.load.status === 'live' ? page.load : null;
  const watching =
    target !== null &&
    shown !== null &&
    shown.virtualAccount !== null &&
    isVaWatched(vaStateNow(shown.virtualAccount, Date.now() + shown.clockOffsetMs).state);
  useVaWatch(watching, () => (target ? loadRepayment(target) : Promise.resolve()));

  const gate = repaymentGate(page);
  if (gate.screen) return gate.screen;
  const load = gate.live;
  const va: VirtualAccount | null = load.virtualAccount;
  if (!va) return <Navigate to={repaymentPath(product, 'choose', orderId)} replace />;
  const { state, wayForward } = vaStateNow(va, Date.now() + load.clockOffsetMs);
  const productName = intl.formatMessage({ id: `repayment.product.${product}` });
  const bank = intl.formatMessage({ id: vaBankLabelKey(va.bankName) });
  const checkButton = (
    <Button block loading={checking} onClick={() => void check()} data-testid="check-status">
      <FormattedMessage id="lending.va.checkStatus" />
    </Button>
  );

  return (
    <RepaymentFrame product={product} orderId={orderId} titleId={`repayment.va.${state}.title`}>
      <div className={`repayment-va-state repayment-va-state--${state.toLowerCase()}`} data-va-state={state}>
        {wayForward === 'PAY' ? (
          <>
            <VaDetails va={va} language={language} offsetMs={load.clockOffsetMs} onOver={refreshOnExpiry} />
            <PaymentSteps steps={paymentSteps(va.bankName)} vaNumber={va.vaNumber} amount={va.amount} />
            <p className="repayment-status-line" role="status">
              {notPaidYet ? <FormattedMessage id="lending.va.notPaidYet" /> : null}
            </p>
            {checkButton}
            <Link
              className="btn btn--text btn--block"
              to={repaymentPath(product, 'choose', orderId, { new: '1' })}
              data-testid="change-choice"
            >
              <FormattedMessage id="lending.va.changeChoice" />
            </Link>
          </>
        ) : null}
        {wayForward === 'WAIT_AND_REFRESH' ? (
          <>
            <p>
              <FormattedMessage id="repayment.va.PENDING.body" />
            </p>
            <p className="repayment-figures__inline">
              {bank} · {formatRupiah(va.amount)}
            </p>
            {checkButton}
          </>
        ) : null}
        {wayForward === 'DONE' ? (
          <>
            <p className="repayment-outcome__lead" role="status">
              <FormattedMessage id="repayment.va.PAID.body" values={{ amount: formatRupiah(va.amount), bank }} />
            </p>
            {load.receiptId ? (
              <Link className="btn btn--primary btn--block" to={repaymentReceiptRoute(product, load.receiptId)} data-testid="receipt">
                <FormattedMessage id="repayment.va.receipt" />
              </Link>
            ) : null}
            <Link
              className={`btn btn--block ${load.receiptId ? 'btn--secondary' : 'btn--primary'}`}
              to={PRODUCT_HOME[product]}
              data-testid="product-home"
            >
              <FormattedMessage id="repayment.va.goToProduct" values={{ product: productName }} />
            </Link>
          </>
        ) : null}
        {wayForward === 'OPEN_NEW' || wayForward === 'RETRY' ? (
          <>
            <p>
              <FormattedMessage id={`repayment.va.${state}.body`} values={{ time: jakartaTime(va.expiresAt, language) }} />
            </p>
            <Link
              className="btn btn--primary btn--block"
              to={repaymentPath(product, 'choose', orderId, wayForward === 'RETRY' ? { type: va.catchupType } : {})}
              data-testid="open-new"
            >
              <FormattedMessage id={wayForward === 'RETRY' ? 'repayment.va.retry' : 'repayment.va.makeNew'} />
            </Link>
            <Link className="btn btn--text btn--block" to={PRODUCT_HOME[product]}>
              <FormattedMessage id="repayment.backToProduct" values={{ product: productName }} />
            </Link>
          </>
        ) : null}
      </div>
    </RepaymentFrame>
  );
}
