import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Language } from '@domain/languages';
import { vaStateAt } from '@domain/lending/virtual-account';
import { Button } from '@ui/Button';
import { PaymentSteps } from '@ui/lending/va/PaymentSteps';
import { VaDetails } from '@ui/lending/va/VaDetails';
import type { KeptBill } from '@domain/repayment/kept-bill';
import { BillSummary } from './BillSummary';
import { jakartaDateLabel, jakartaTime } from './format';
import { RepaymentFrame } from './RepaymentFrame';

interface StoredBillViewProps {
  bill: KeptBill;
  orderId: string | null;
  language: Language;
  onRetry: () => Promise<unknown>;
}

/**
 * Offline: the bill as last answered, "as of" when, and what cannot be done without a connection.
 * A kept VA is shown while the phone's clock says it is still valid (the platform cannot be asked).
 */
export function StoredBillView({ bill, orderId, language, onRetry }: StoredBillViewProps) {
  const [busy, setBusy] = useState(false);
  const va = bill.virtualAccount;
  const vaStillValid = va !== null && vaStateAt(va.state, va.expiresAt, Date.now()) !== 'EXPIRED';
  return (
    <RepaymentFrame product={bill.product} orderId={orderId}>
      <div className="repayment-notice repayment-notice--offline" data-testid="stored-bill">
        <h2>
          <FormattedMessage id="repayment.offline.title" />
        </h2>
        <p className="repayment-as-of">
          <FormattedMessage
            id="repayment.offline.asOf"
            values={{ date: jakartaDateLabel(bill.asOf, language), time: jakartaTime(bill.asOf, language) }}
          />
        </p>
        <p>
          <FormattedMessage id="repayment.offline.cannot" />
        </p>
      </div>
      <BillSummary product={bill.product} bill={bill} language={language} />
      {va && vaStillValid ? (
        <>
          <VaDetails va={va} language={language} offsetMs={null} />
          <PaymentSteps steps={bill.paymentSteps} vaNumber={va.vaNumber} amount={va.amount} />
        </>
      ) : null}
      {va && !vaStillValid ? (
        <p className="repayment-notice repayment-notice--warning">
          <FormattedMessage id="repayment.offline.vaExpired" values={{ time: jakartaTime(va.expiresAt, language) }} />
        </p>
      ) : null}
      <Button
        block
        variant="secondary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormattedMessage id="repayment.offline.retry" />
      </Button>
    </RepaymentFrame>
  );
}
