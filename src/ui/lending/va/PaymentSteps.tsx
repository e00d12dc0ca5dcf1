import { FormattedMessage, useIntl } from 'react-intl';
import { formatRupiah } from '@domain/money';
import { formatVaNumber } from '@domain/lending/virtual-account';
import './va.css';
import type { PaymentStepsRef } from '@domain/lending/banks';

interface PaymentStepsProps {
  steps: readonly PaymentStepsRef[];
  vaNumber: string;
  amount: number;
}

/** Each channel's steps (ATM, mobile, internet banking) as a numbered list; the first is open. */
export function PaymentSteps({ steps, vaNumber, amount }: PaymentStepsProps) {
  const intl = useIntl();
  const values = { vaNumber: formatVaNumber(vaNumber), amount: formatRupiah(amount) };
  return (
    <section className="repayment-steps" aria-labelledby="repayment-steps-heading">
      <h2 id="repayment-steps-heading">
        <FormattedMessage id="lending.steps.heading" />
      </h2>
      {steps.map((step, index) => (
        <details key={step.channel} className="repayment-steps__channel disclosure" open={index === 0}>
          <summary>
            <FormattedMessage id={`lending.steps.channel.${step.channel}`} />
          </summary>
          <ol>
            {intl
              .formatMessage({ id: step.messageId }, values)
              .split('\n')
              .map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
