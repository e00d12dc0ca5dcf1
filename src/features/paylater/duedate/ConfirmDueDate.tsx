import { FormattedMessage } from 'react-intl';
import type { DueDateOffer, PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { ConfirmStepCard } from '@ui/ConfirmStepCard';
import type { DetailRow } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';

interface ConfirmDueDateProps {
  info: PaylaterDueDateInfo;
  offer: DueDateOffer;
  forced: boolean;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirm step: what changes from what to what, when, what the extended period costs; then the contract. */
export function ConfirmDueDate({ info, offer, forced, busy, onConfirm, onBack }: ConfirmDueDateProps) {
  const format = useFormat();
  const rows: DetailRow[] = [];
  if (offer.due_day !== null) {
    rows.push(
      {
        key: 'day-from',
        label: <FormattedMessage id="paylater.duedate.confirm.dayFrom" />,
        value: <FormattedMessage id="paylater.duedate.dayShort" values={{ day: info.current_due_day }} />,
      },
      {
        key: 'day-to',
        label: <FormattedMessage id="paylater.duedate.confirm.dayTo" />,
        value: <FormattedMessage id="paylater.duedate.dayShort" values={{ day: offer.due_day }} />,
        emphasis: true,
      },
    );
    if (offer.first_due_date)
      rows.push({
        key: 'first',
        label: <FormattedMessage id="paylater.duedate.confirm.firstDue" />,
        value: format.date(offer.first_due_date),
      });
  }
  if (offer.credit_limit !== null)
    rows.push(
      { key: 'limit-from', label: <FormattedMessage id="paylater.duedate.confirm.limitFrom" />, value: format.money(info.credit_limit) },
      {
        key: 'limit-to',
        label: <FormattedMessage id="paylater.duedate.confirm.limitTo" />,
        value: format.money(offer.credit_limit),
        emphasis: true,
      },
    );
  if (offer.lender !== null)
    rows.push(
      { key: 'lender-from', label: <FormattedMessage id="paylater.duedate.confirm.lenderFrom" />, value: info.lender },
      { key: 'lender-to', label: <FormattedMessage id="paylater.duedate.confirm.lenderTo" />, value: offer.lender, emphasis: true },
    );
  if (offer.extra_days > 0)
    rows.push({
      key: 'cost',
      label: <FormattedMessage id="paylater.duedate.confirm.cost" values={{ days: offer.extra_days }} />,
      value: format.money(offer.extension_cost),
    });
  return (
    <ConfirmStepCard
      messages="paylater.duedate.confirm"
      rows={rows}
      when={
        <>
          <FormattedMessage id={`paylater.duedate.when.${offer.effective}`} />
          {forced ? (
            <>
              {' '}
              <FormattedMessage id="paylater.duedate.pick.forced" />
            </>
          ) : null}
        </>
      }
      busy={busy}
      onConfirm={onConfirm}
      onBack={onBack}
    />
  );
}
