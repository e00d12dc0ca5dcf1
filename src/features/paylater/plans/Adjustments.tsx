import { FormattedMessage } from 'react-intl';
import type { PlanChange } from '@domain/contract/paylater-plans';
import { useFormat } from '@ui/useFormat';
import { Card } from '@ui/Card';

/** The account's past changes ("adjustments"): applied, cancelled, cancelled by PayLater, replaced. */
export function Adjustments({ changes }: { changes: readonly PlanChange[] }) {
  const format = useFormat();
  if (changes.length === 0) return null;
  return (
    <Card className="plan-adjustments" title={<FormattedMessage id="paylater.plans.adjustments.title" />}>
      <ul className="plan-adjustments__list">
        {changes.map((change) => (
          <li key={change.id} className="plan-adjustment" data-state={change.state}>
            <span className="plan-adjustment__limits">
              <FormattedMessage
                id="paylater.plans.adjustments.limits"
                values={{ from: format.money(change.previous_limit), to: format.money(change.credit_limit) }}
              />
            </span>
            <span className="muted">
              <FormattedMessage
                id={`paylater.plans.adjustments.state.${change.state}`}
                values={{ date: format.day(change.ended_at ?? change.selected_at) }}
              />
              {change.reason ? (
                <>
                  {' '}
                  <FormattedMessage id={`paylater.plans.adjustments.reason.${change.reason}`} />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
