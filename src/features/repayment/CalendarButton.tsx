import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import { dueDateCalendar, dueDateCalendarFileName, dueDateEventUid } from '@domain/repayment/calendar';
import { LineIcon } from '@ui/LineIcon';
import type { RepaymentProduct } from '@worker/repayment/contract';

interface CalendarButtonProps {
  product: RepaymentProduct;
  dueDate: string;
  amount: number;
  language: Language;
}

/** Saves the due date as an .ics file, made on the phone: it works offline too. */
export function CalendarButton({ product, dueDate, amount, language }: CalendarButtonProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const download = (): void => {
    const values = {
      product: intl.formatMessage({ id: `repayment.product.${product}` }),
      amount: formatRupiah(amount),
      date: formatPlainDate(dueDate, language),
    };
    const text = dueDateCalendar({
      dueDate,
      summary: intl.formatMessage({ id: 'repayment.calendar.summary' }, values),
      description: intl.formatMessage({ id: 'repayment.calendar.description' }, values),
      reminder: intl.formatMessage({ id: 'repayment.calendar.reminder' }, values),
      uid: dueDateEventUid(product, dueDate),
      now: Date.now(),
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = dueDateCalendarFileName(product, dueDate);
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has handed the file over; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setSaved(true);
  };
  return (
    <div className="repayment-calendar">
      <button type="button" className="btn btn--text repayment-calendar__button" onClick={download}>
        <LineIcon name="calendar" />
        <span>
          <FormattedMessage id="repayment.calendar.add" />
        </span>
      </button>
      <p className={saved ? 'repayment-calendar__saved' : 'visually-hidden'} role="status">
        {saved ? <FormattedMessage id="repayment.calendar.saved" /> : null}
      </p>
    </div>
  );
}
