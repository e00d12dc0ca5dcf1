import { FormattedMessage } from 'react-intl';
import type { PlanChange } from '@domain/contract/paylater-plans';
import { Button } from '@ui/Button';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { PLAN_SIGNING_ROUTE } from './state';
import { timingMessage } from './timing';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/** The repayment area's page, where an overdue bill is paid (the change waits for it). */
const REPAYMENT_ROUTE = '/paylater/repayment';

/** The change to come: sign it, see when it applies, or cancel it (the limit then stays as it is). */
export function UpcomingChange({ change, busy, onCancel }: { change: PlanChange; busy: boolean; onCancel: () => void }) {
  const format = useFormat();
  const awaiting = change.state === 'AWAITING_SIGNATURE';
  const when = change.timing ? timingMessage('paylater.plans.upcoming.when', change.timing, change.effective_at, format) : null;
  return (
    <Card className="plan-upcoming" title={<FormattedMessage id="paylater.plans.upcoming.title" />}>
      <DetailList
        rows={[
          { key: 'from', label: <FormattedMessage id="paylater.plans.upcoming.from" />, value: format.money(change.previous_limit) },
          {
            key: 'to',
            label: <FormattedMessage id="paylater.plans.upcoming.to" />,
            value: format.money(change.credit_limit),
            emphasis: true,
          },
        ]}
      />
      <p className="notice" role="note">
        {awaiting ? (
          <FormattedMessage id="paylater.plans.upcoming.awaitingSignature" />
        ) : when ? (
          <FormattedMessage id={when.id} values={when.values} />
        ) : null}
      </p>
      {awaiting ? <LinkButton to={PLAN_SIGNING_ROUTE} messageId="paylater.plans.upcoming.sign" block /> : null}
      {change.timing === 'AFTER_REPAYMENT' ? <LinkButton to={REPAYMENT_ROUTE} messageId="paylater.plans.upcoming.repay" block /> : null}
      <Button variant="secondary" block loading={busy} onClick={onCancel}>
        <FormattedMessage id="paylater.plans.upcoming.cancel" />
      </Button>
    </Card>
  );
}
