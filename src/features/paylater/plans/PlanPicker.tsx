import { FormattedMessage, useIntl } from 'react-intl';
import type { PaylaterPlan } from '@domain/contract/paylater-plans';
import { Button } from '@ui/Button';
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
    <section className="card" aria-labelledby="plan-picker-title">
      <fieldset className="plan-choice">
        <legend id="plan-picker-title">
          <FormattedMessage id="paylater.plans.pick.legend" />
        </legend>
        {plans.map((plan) => {
          const id = `plan-${plan.id}`;
          const disabled = blocked.includes(plan.credit_limit);
          const checked = selected === plan.id;
          return (
            <div
              key={plan.id}
              className={`plan-option${checked ? ' plan-option--checked' : ''}${disabled ? ' plan-option--disabled' : ''}`}
            >
              <input
                type="radio"
                id={id}
                name="plan"
                value={plan.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onSelect(plan.id)}
                aria-describedby={plan.discount ? `${id}-discount` : undefined}
              />
              <label htmlFor={id}>
                <span className="plan-option__amount">{format.money(plan.credit_limit)}</span>
                <PlanBadges badges={plan.badges} />
              </label>
              {plan.discount ? <DiscountDetail discount={plan.discount} id={`${id}-discount`} /> : null}
            </div>
          );
        })}
      </fieldset>
      <Button
        block
        disabled={selected === null}
        onClick={onContinue}
        aria-label={selected === null ? intl.formatMessage({ id: 'paylater.plans.pick.continueDisabled' }) : undefined}
      >
        <FormattedMessage id="paylater.plans.pick.continue" />
      </Button>
    </section>
  );
}
