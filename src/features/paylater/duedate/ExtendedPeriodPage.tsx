import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { MAX_DUE_DAY, simulateExtendedPeriod } from '@domain/paylater/due-date';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { AmountField } from '@ui/AmountField';
import { DetailList } from '@ui/DetailList';
import { PageTitle } from '@ui/PageTitle';
import { Select } from '@ui/Select';
import { useFormat } from '@ui/useFormat';
import { DueDateData } from './DueDateData';
import { DUE_DATE_ROUTE } from './state';
import '@ui/money.css';
import './duedate.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/** The simulation's fields, kept as a draft while typed (a reload or a crash keeps them). */
interface SimulationDraft {
  day: string;
  amount: string;
}
const DRAFT_KEY = { owner: 'user', flow: 'extended-period', product: 'paylater' } as const;
const DRAFT_VERSION = 1;
const EMPTY: SimulationDraft = { day: '', amount: '' };

/**
 * /paylater/duedate/extended-period ("extended-period simulation"): what an extended period is,
 * then what a later due day would cost on a bill, computed by the ledger's fee rule, beside what
 * paying as many days late would cost in late fees.
 */
export default function ExtendedPeriodPage() {
  // The analytics page name of document 2, section 2.
  useEffect(() => trackEvent('extended_period_simulation_viewed', { page: 'extended_period_simulation' }), []);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.duedate.extended.title" />
      </PageTitle>
      <Card title={<FormattedMessage id="paylater.duedate.extended.education.title" />}>
        <ul className="duedate-points">
          <li>
            <FormattedMessage id="paylater.duedate.extended.education.what" />
          </li>
          <li>
            <FormattedMessage id="paylater.duedate.extended.education.cost" />
          </li>
          <li>
            <FormattedMessage id="paylater.duedate.extended.education.late" />
          </li>
        </ul>
      </Card>
      <DueDateData loadKey="paylater-extended-period">{(info) => <Simulation info={info} />}</DueDateData>
      <LinkButton to={DUE_DATE_ROUTE} messageId="paylater.duedate.extended.choose" variant="secondary" block />
      <LinkButton to="/gopaylater/ab" messageId="paylater.backToPaylater" variant="text" block />
    </div>
  );
}

function Simulation({ info }: { info: PaylaterDueDateInfo }) {
  const intl = useIntl();
  const format = useFormat();
  const draft = useDraft<SimulationDraft>(DRAFT_KEY, DRAFT_VERSION, EMPTY);
  const firstOffered = info.extension_changes[0]?.due_day ?? null;
  const days = Array.from({ length: MAX_DUE_DAY - info.current_due_day }, (_, index) => info.current_due_day + index + 1);
  const dayValue = draft.value.day || (firstOffered === null ? '' : String(firstOffered));
  const amountValue = draft.value.amount || (info.bill_amount > 0 ? String(info.bill_amount) : '');
  const day = Number(dayValue);
  const amount = Number(amountValue);
  const result =
    day > 0 && amount > 0
      ? simulateExtendedPeriod({
          version: info.provider_version,
          billAmount: amount,
          currentDueDay: info.current_due_day,
          newDueDay: day,
          dailyLateFee: info.daily_late_fee,
          effective: 'immediate',
          now: info.as_of,
        })
      : null;
  return (
    <Card title={<FormattedMessage id="paylater.duedate.extended.simulation.title" />}>
      <p className="muted">
        <FormattedMessage id="paylater.duedate.extended.simulation.now" values={{ day: info.current_due_day }} />
      </p>
      <form className="duedate-form" onSubmit={(event) => event.preventDefault()}>
        <Select
          label={intl.formatMessage({ id: 'paylater.duedate.extended.simulation.day' })}
          placeholder={intl.formatMessage({ id: 'paylater.duedate.extended.simulation.dayPlaceholder' })}
          options={days.map((candidate) => ({
            value: String(candidate),
            label: intl.formatMessage({ id: 'paylater.duedate.dayOfMonth' }, { day: candidate }),
          }))}
          value={dayValue}
          onChange={(value) => draft.update((previous) => ({ ...previous, day: value }))}
        />
        <AmountField
          label={intl.formatMessage({ id: 'paylater.duedate.extended.simulation.amount' })}
          digits={amountValue}
          onChange={(digits) => draft.update((previous) => ({ ...previous, amount: digits }))}
          error={null}
          hint={intl.formatMessage({ id: 'paylater.duedate.extended.simulation.amountHint' })}
        />
      </form>
      <div className="duedate-result" aria-live="polite">
        {result ? (
          <DetailList
            rows={[
              {
                key: 'days',
                label: <FormattedMessage id="paylater.duedate.extended.simulation.extraDays" />,
                value: <FormattedMessage id="paylater.duedate.extended.simulation.daysValue" values={{ days: result.extraDays }} />,
              },
              {
                key: 'first',
                label: <FormattedMessage id="paylater.duedate.confirm.firstDue" />,
                value: format.date(result.firstDueDate),
              },
              {
                key: 'cost',
                label: <FormattedMessage id="paylater.duedate.extended.simulation.cost" />,
                value: format.money(result.cost),
                emphasis: true,
              },
              {
                key: 'late',
                label: <FormattedMessage id="paylater.duedate.extended.simulation.late" values={{ days: result.extraDays }} />,
                value: format.money(result.lateFeesInstead),
              },
            ]}
          />
        ) : (
          <p className="muted">
            <FormattedMessage id="paylater.duedate.extended.simulation.empty" />
          </p>
        )}
      </div>
    </Card>
  );
}
