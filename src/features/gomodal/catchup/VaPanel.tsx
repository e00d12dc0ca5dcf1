import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import { submissionDetailRoute } from '@domain/gomodal/routes';
import { paymentSteps, vaBankLabelKey } from '@domain/lending/banks';
import { Button } from '@ui/Button';
import { PaymentSteps } from '@ui/lending/va/PaymentSteps';
import { VaDetails } from '@ui/lending/va/VaDetails';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { newVaRoute } from './catchup-routes';

interface VaPanelProps {
  va: VirtualAccount;
  submissionId: string;
  /** The platform clock's offset (add to the device's); null offline, where no countdown is shown. */
  offsetMs: number | null;
  /** Reads the loan's repayment again; answers whether the VA is still waiting for the payment. */
  onCheck: () => Promise<boolean>;
  takeFocus?: boolean;
}

/**
 * The VA to pay, as pay-later and cicilan show theirs (@ui/lending/va): bank, number and exact
 * amount each with a copy button, valid until, the time left, and the chosen bank's own steps;
 * then "check payment status" and "change amount or bank". Pending: wait and check. Paid while the
 * page watched it: said with the amount, and where the payment is listed. `takeFocus`: it replaced
 * the button just pressed (which took the focus with it), so its heading takes the focus.
 */
export function VaPanel({ va, submissionId, offsetMs, onCheck, takeFocus = false }: VaPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // When it is told to (the chooser's press shows the panel first, then marks the address as just opened).
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const intl = useIntl();
  const format = useFormat();
  const language = intl.locale === 'en' ? 'en' : 'id';
  const [checking, setChecking] = useState(false);
  const [notPaidYet, setNotPaidYet] = useState(false);
  const bank = intl.formatMessage({ id: vaBankLabelKey(va.bankName) });
  const check = async () => {
    setChecking(true);
    setNotPaidYet(false);
    try {
      setNotPaidYet(await onCheck());
    } finally {
      setChecking(false);
    }
  };
  const checkButton = (
    <Button block loading={checking} onClick={() => void check()} data-testid="check-status">
      <FormattedMessage id="lending.va.checkStatus" />
    </Button>
  );
  const tone = va.state === 'ACTIVE' ? 'info' : va.state === 'PAID' ? 'success' : 'warning';
  return (
    <section className="card gomodal-card repayment-va-state" aria-labelledby="gomodal-va-title" data-va-state={va.state}>
      <div className="gomodal-card__head">
        <h2 id="gomodal-va-title" className="gomodal-card__title" ref={heading} tabIndex={-1}>
          <FormattedMessage
            id={va.state === 'PAID' ? 'gomodal.va.received' : va.state === 'PENDING' ? 'gomodal.va.pendingTitle' : 'gomodal.va.title'}
          />
        </h2>
        <StatusBadge tone={tone}>
          <FormattedMessage id={`gomodal.va.state.${va.state}`} />
        </StatusBadge>
      </div>
      {va.state === 'PAID' ? (
        <>
          <p role="status">
            <FormattedMessage id="gomodal.va.receivedBody" values={{ amount: format.money(va.amount), bank }} />
          </p>
          <ActionLinks actions={[{ to: submissionDetailRoute(submissionId), messageId: 'gomodal.va.toHistory', primary: true }]} />
        </>
      ) : null}
      {va.state === 'PENDING' ? (
        <>
          <p>
            <FormattedMessage id="gomodal.va.pendingBody" />
          </p>
          <p className="repayment-figures__inline">
            {bank} · {format.money(va.amount)}
          </p>
          {checkButton}
        </>
      ) : null}
      {va.state === 'ACTIVE' ? (
        <>
          <VaDetails va={va} language={language} offsetMs={offsetMs} onOver={() => void onCheck()} />
          <PaymentSteps steps={paymentSteps(va.bankName)} vaNumber={va.vaNumber} amount={va.amount} />
          <p className="repayment-status-line" role="status">
            {notPaidYet ? <FormattedMessage id="lending.va.notPaidYet" /> : null}
          </p>
          {checkButton}
          <Link className="btn btn--text btn--block" to={newVaRoute(submissionId)} data-testid="change-choice">
            <FormattedMessage id="lending.va.changeChoice" />
          </Link>
        </>
      ) : null}
    </section>
  );
}
