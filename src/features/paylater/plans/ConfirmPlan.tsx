import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaylaterPlan, PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { Button } from '@ui/Button';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { timingMessage } from './timing';

interface ConfirmPlanProps {
  info: PaylaterPlanInfo;
  plan: PaylaterPlan;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirm step: from which limit to which, when it applies, the discount; then the contract is signed. */
export function ConfirmPlan({ info, plan, busy, onConfirm, onBack }: ConfirmPlanProps) {
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the list: focus moves to its heading so screen readers hear where they are.
  useEffect(() => heading.current?.focus(), []);
  const when = timingMessage('paylater.plans.expected', info.expected_timing, info.expected_limit_selection_activation_at, format);
  const rows: DetailRow[] = [
    { key: 'from', label: <FormattedMessage id="paylater.plans.upcoming.from" />, value: format.money(info.current_plan.credit_limit) },
    { key: 'to', label: <FormattedMessage id="paylater.plans.upcoming.to" />, value: format.money(plan.credit_limit), emphasis: true },
  ];
  if (plan.discount)
    rows.push({
      key: 'discount',
      label: <FormattedMessage id="paylater.plans.confirm.discount" />,
      value: (
        <FormattedMessage
          id="paylater.plans.confirm.discountValue"
          values={{ percentage: plan.discount.percentage, cycles: plan.discount.duration }}
        />
      ),
    });
  return (
    <section className="card plan-confirm" aria-labelledby="plan-confirm-title">
      <h2 id="plan-confirm-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="paylater.plans.confirm.title" />
      </h2>
      <DetailList rows={rows} />
      <p className="notice" role="note">
        <FormattedMessage id={when.id} values={when.values} />
      </p>
      <p className="muted plan-confirm__signing">
        <FormattedMessage id="paylater.plans.confirm.signing" />
      </p>
      <Button block loading={busy} onClick={onConfirm}>
        <FormattedMessage id="paylater.plans.confirm.action" />
      </Button>
      <Button variant="secondary" block disabled={busy} onClick={onBack}>
        <FormattedMessage id="paylater.plans.confirm.back" />
      </Button>
    </section>
  );
}
