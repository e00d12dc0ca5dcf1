import { FormattedMessage } from 'react-intl';
import type { PaylaterPlan, PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { ConfirmStepCard } from '@ui/ConfirmStepCard';
import type { DetailRow } from '@ui/DetailList';
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
    <ConfirmStepCard
      messages="paylater.plans.confirm"
      rows={rows}
      when={<FormattedMessage id={when.id} values={when.values} />}
      busy={busy}
      onConfirm={onConfirm}
      onBack={onBack}
    />
  );
}
