import { FormattedMessage, useIntl } from 'react-intl';
import type { PaylaterPlan } from '@domain/contract/paylater-plans';
import { OptionCardPicker } from '@ui/OptionCardPicker';
import { useFormat } from '@ui/useFormat';
import { DiscountDetail } from './DiscountDetail';
import { PlanBadges } from './PlanBadges';

interface PlanPickerProps {
  plans: readonly PaylaterPlan[];
  /** Limits that may not be chosen: the current one and the one waiting to apply (section 5). */
  blocked: readonly number[];
  selected: string | null;
  onSelect: (planId: string) => void;
  onContinue: () => void;
}

/** The plans offered as one radio group; the current limit and the new one are shown but cannot be picked. */
export function PlanPicker({ plans, blocked, selected, onSelect, onContinue }: PlanPickerProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <OptionCardPicker
      name="plan"
      legend={<FormattedMessage id="paylater.plans.pick.legend" />}
      options={plans.map((plan) => {
        const { discount } = plan;
        return {
          id: plan.id,
          disabled: blocked.includes(plan.credit_limit),
          label: (
            <>
              <span className="plan-option__amount">{format.money(plan.credit_limit)}</span>
              <PlanBadges badges={plan.badges} />
            </>
          ),
          detail: discount ? (describedById: string) => <DiscountDetail discount={discount} id={describedById} /> : undefined,
        };
      })}
      selected={selected}
      onSelect={onSelect}
      continueLabel={<FormattedMessage id="paylater.plans.pick.continue" />}
      continueDisabledLabel={intl.formatMessage({ id: 'paylater.plans.pick.continueDisabled' })}
      onContinue={onContinue}
    />
  );
}
