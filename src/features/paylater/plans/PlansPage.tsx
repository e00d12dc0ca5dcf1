import { FormattedMessage } from 'react-intl';
import type { PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { useRemote } from '@state/remote';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { useFormat } from '@ui/useFormat';
import { useChangeChoice } from '../change-choice';
import { PAYLATER_ERRORS } from '../state';
import { Adjustments } from './Adjustments';
import { ConfirmPlan } from './ConfirmPlan';
import { PlanPicker } from './PlanPicker';
import { cancelPlanChange, choosePlan, loadPlans, PLAN_SIGNING_ROUTE } from './state';
import { timingMessage } from './timing';
import { UpcomingChange } from './UpcomingChange';
import '@ui/money.css';
import './plans.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/plans: the limit now, the change to come (sign, wait, cancel), the plans offered with
 * their badges and discounts, the confirm step (then the contract is signed, and /signed comes back
 * here), and the past adjustments. SME01 / ME1: no plans available.
 */
export default function PlansPage() {
  const { state, retry } = useRemote(loadPlans, PAYLATER_ERRORS, 'paylater-plans');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.plans.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.plans.loadFailed" />}>
        {(data) => (data.kind === 'none' ? <NoPlans reason={data.reason} /> : <Plans initial={data.info} />)}
      </RemoteContent>
      <LinkButton to="/gopaylater/ab" messageId="paylater.backToPaylater" variant="text" block />
    </div>
  );
}

function NoPlans({ reason }: { reason: 'none-offered' | 'not-active' }) {
  return (
    <Card title={<FormattedMessage id="paylater.plans.none.title" />}>
      <p>
        <FormattedMessage id={reason === 'not-active' ? 'paylater.plans.none.notActive' : 'paylater.plans.none.body'} />
      </p>
    </Card>
  );
}

function Plans({ initial }: { initial: PaylaterPlanInfo }) {
  const format = useFormat();
  const { info, selected, setSelected, confirming, setConfirming, busy, cancelled, confirm, cancel } = useChangeChoice({
    draftFlow: 'paylater-plan-choice',
    initial,
    choose: choosePlan,
    cancelChange: cancelPlanChange,
    signingRoute: PLAN_SIGNING_ROUTE,
  });
  const plan = info.eligible_plans.find((candidate) => candidate.id === selected) ?? null;
  const next = info.next_plan;
  const blocked = [info.current_plan.credit_limit, ...(next ? [next.credit_limit] : [])];
  const expected = timingMessage('paylater.plans.expected', info.expected_timing, info.expected_limit_selection_activation_at, format);

  if (confirming && plan)
    return <ConfirmPlan info={info} plan={plan} busy={busy} onConfirm={() => void confirm(plan.id)} onBack={() => setConfirming(false)} />;

  return (
    <>
      <Card className="plan-current" title={<FormattedMessage id="paylater.plans.current.title" />}>
        <p className="plan-current__amount amount">{format.money(info.current_plan.credit_limit)}</p>
        {info.nudge === 'LIMIT_INCREASE' && info.recommended_plan && !next ? (
          <p>
            <FormattedMessage id="paylater.plans.nudge" values={{ limit: format.money(info.recommended_plan.credit_limit) }} />
          </p>
        ) : null}
      </Card>
      <p className="visually-hidden" role="status">
        {cancelled ? <FormattedMessage id="paylater.plans.upcoming.cancelled" /> : null}
      </p>
      {next ? <UpcomingChange change={next} busy={busy} onCancel={() => void cancel()} /> : null}
      <p className="notice" role="note">
        <FormattedMessage id={expected.id} values={expected.values} />
      </p>
      <PlanPicker
        plans={info.eligible_plans}
        blocked={blocked}
        selected={selected}
        onSelect={setSelected}
        onContinue={() => setConfirming(true)}
      />
      <Adjustments changes={info.adjustments} />
    </>
  );
}
