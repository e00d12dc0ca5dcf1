import { FormattedMessage, useIntl } from 'react-intl';
import type { GomodalDeductions } from '@domain/contract/gomodal-loan';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { Card } from '@ui/Card';

/** "Deduction visibility": the running instalment's window, day by day, with what each day took. */
export function DeductionsView({ deductions }: { deductions: GomodalDeductions }) {
  const intl = useIntl();
  const format = useFormat();
  const { window } = deductions;
  return (
    <Card titleClassName="gomodal-card__title" title={<FormattedMessage id="gomodal.deductions.title" />}>
      <p>
        <FormattedMessage
          id="gomodal.deductions.explain"
          values={{ daily: format.money(deductions.dailyDeduction), percent: deductions.recoveryPercent }}
        />
      </p>
      {deductions.pause ? (
        <p className="notice">
          <FormattedMessage
            id="gomodal.deductions.paused"
            values={{ from: format.date(deductions.pause.from), resumeOn: format.date(deductions.pause.resumeOn) }}
          />
        </p>
      ) : null}
      {window ? (
        <DetailList
          rows={[
            {
              key: 'window',
              label: intl.formatMessage({ id: 'gomodal.deductions.window' }, { number: window.instalmentNumber }),
              value: `${format.date(window.windowStart)} – ${format.date(window.dueDate)}`,
            },
            { key: 'amount', label: intl.formatMessage({ id: 'gomodal.deductions.amount' }), value: format.money(window.amount) },
            { key: 'collected', label: intl.formatMessage({ id: 'gomodal.deductions.collected' }), value: format.money(window.collected) },
            { key: 'missed', label: intl.formatMessage({ id: 'gomodal.deductions.missed' }), value: format.money(window.missed) },
            {
              key: 'next',
              label: intl.formatMessage({ id: 'gomodal.deductions.next' }),
              value: deductions.nextDeductionDate
                ? format.date(deductions.nextDeductionDate)
                : intl.formatMessage({ id: 'gomodal.deductions.noNext' }),
            },
          ]}
        />
      ) : null}
      {deductions.days.length > 0 ? (
        <details className="gomodal-days-toggle">
          <summary>
            <FormattedMessage id="gomodal.deductions.days" values={{ count: deductions.days.length }} />
          </summary>
          <ul className="gomodal-days">
            {deductions.days.map((day) => (
              <li key={day.date} className="gomodal-days__item">
                <span>
                  {format.date(day.date)}
                  <br />
                  <span className="muted">
                    <FormattedMessage id={day.outcome ? `gomodal.outcome.${day.outcome}` : `gomodal.dayKind.${day.kind}`} />
                  </span>
                </span>
                <span className="amount">{format.money(day.taken ?? day.scheduled)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
