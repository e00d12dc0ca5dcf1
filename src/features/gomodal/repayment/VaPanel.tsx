import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VirtualAccount } from '@domain/contract/repayment';
import { submissionDetailRoute } from '@domain/gomodal/routes';
import { formatVaNumber } from '@domain/repayment/virtual-account';
import { Button } from '@ui/Button';
import { CopyButton } from '@ui/CopyButton';
import { DetailList } from '@ui/DetailList';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { newVaRoute } from './repayment-routes';

/**
 * The VA to pay: its number to copy, the exact amount, until when, its state, and how to pay it.
 * `takeFocus`: it replaced the button just pressed (which took the focus with it), so its heading
 * takes the focus and screen readers say what came.
 */
export function VaPanel({
  va,
  submissionId,
  onRefresh,
  takeFocus = false,
}: {
  va: VirtualAccount;
  submissionId: string;
  onRefresh: () => void;
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel appears.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);
  const intl = useIntl();
  const format = useFormat();
  const tone = va.state === 'ACTIVE' ? 'info' : va.state === 'PAID' ? 'success' : va.state === 'PENDING' ? 'warning' : 'danger';
  if (va.state === 'PAID') {
    // Paid while the page watched it: said with the amount, and where the payment is listed.
    return (
      <section className="card gomodal-card gomodal-va" aria-labelledby="gomodal-va-title" data-va-state={va.state}>
        <div className="gomodal-card__head">
          <h2 id="gomodal-va-title" className="gomodal-card__title" ref={heading} tabIndex={-1}>
            <FormattedMessage id="gomodal.va.received" />
          </h2>
          <StatusBadge tone={tone}>
            <FormattedMessage id="gomodal.va.state.PAID" />
          </StatusBadge>
        </div>
        <p role="status">
          <FormattedMessage id="gomodal.va.receivedBody" values={{ amount: format.money(va.amount), bank: va.bankName }} />
        </p>
        <ActionLinks actions={[{ to: submissionDetailRoute(submissionId), messageId: 'gomodal.va.toHistory', primary: true }]} />
      </section>
    );
  }
  return (
    <section className="card gomodal-card gomodal-va" aria-labelledby="gomodal-va-title" data-va-state={va.state}>
      <div className="gomodal-card__head">
        <h2 id="gomodal-va-title" className="gomodal-card__title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="gomodal.va.title" values={{ bank: va.bankName }} />
        </h2>
        <StatusBadge tone={tone}>
          <FormattedMessage id={`gomodal.va.state.${va.state}`} />
        </StatusBadge>
      </div>
      <p className="gomodal-va-number" data-testid="va-number">
        {formatVaNumber(va.vaNumber)}
      </p>
      <CopyButton
        value={va.vaNumber}
        label={intl.formatMessage({ id: 'gomodal.va.copy' })}
        accessibleLabel={intl.formatMessage({ id: 'gomodal.va.copyLabel' })}
        copiedMessage={intl.formatMessage({ id: 'gomodal.va.copied' })}
        failedMessage={intl.formatMessage({ id: 'gomodal.va.copyFailed' })}
      />
      <DetailList
        className="gomodal-va__details"
        rows={[
          { key: 'amount', label: intl.formatMessage({ id: 'gomodal.va.amount' }), value: format.money(va.amount), emphasis: true },
          { key: 'expires', label: intl.formatMessage({ id: 'gomodal.va.expires' }), value: format.dateTime(va.expiresAt) },
        ]}
      />
      <p>
        <FormattedMessage id={`gomodal.va.explain.${va.state}`} />
      </p>
      {va.state === 'ACTIVE' ? (
        <ol className="gomodal-steps">
          <li>
            <FormattedMessage id="gomodal.va.step.open" values={{ bank: va.bankName }} />
          </li>
          <li>
            <FormattedMessage id="gomodal.va.step.number" />
          </li>
          <li>
            <FormattedMessage id="gomodal.va.step.amount" values={{ amount: format.money(va.amount) }} />
          </li>
        </ol>
      ) : null}
      {va.state === 'ACTIVE' || va.state === 'PENDING' ? (
        <Button variant="secondary" block onClick={onRefresh}>
          <FormattedMessage id="gomodal.va.refresh" />
        </Button>
      ) : null}
      {va.state === 'ACTIVE' ? <ActionLinks actions={[{ to: newVaRoute(submissionId), messageId: 'gomodal.va.change' }]} /> : null}
    </section>
  );
}
