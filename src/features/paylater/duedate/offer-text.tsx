import { FormattedMessage } from 'react-intl';
import type { DueDateChange, DueDateOffer } from '@domain/contract/paylater-duedate';
import type { Formatters } from '@ui/useFormat';

type Described = Pick<DueDateOffer, 'type' | 'due_day' | 'credit_limit' | 'lender'>;

/** What an offer or a change does, in one line ("Due date on the 10th and a limit of Rp15.000.000"). */
export function OfferText({ offer, format }: { offer: Described; format: Formatters }) {
  return (
    <FormattedMessage
      id={`paylater.duedate.offer.${offer.type}`}
      values={{
        day: offer.due_day ?? 0,
        limit: offer.credit_limit === null ? '' : format.money(offer.credit_limit),
        lender: offer.lender ?? '',
      }}
    />
  );
}

/** When a change takes effect, as the confirm step and the signed page say it. */
export function effectiveMessage(change: Pick<DueDateChange, 'state' | 'effective' | 'effective_at'>, format: Formatters): ChangeNote {
  if (change.state === 'APPLIED')
    return { id: 'paylater.duedate.when.applied', values: { date: change.effective_at ? format.day(change.effective_at) : '' } };
  if (change.effective_at) return { id: 'paylater.duedate.when.scheduled', values: { date: format.day(change.effective_at) } };
  return { id: `paylater.duedate.when.${change.effective}`, values: {} };
}

/** A change in one line, then a note on it (when it applies, or that it waits for a signature). */
export function ChangeSummary({ change, format, note }: { change: Described; format: Formatters; note: ChangeNote }) {
  return (
    <>
      <p>
        <OfferText offer={change} format={format} />
      </p>
      <p className="notice" role="note">
        <FormattedMessage id={note.id} values={note.values} />
      </p>
    </>
  );
}

interface ChangeNote {
  id: string;
  values?: Record<string, string>;
}
