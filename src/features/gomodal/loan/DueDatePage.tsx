import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { GomodalLoan } from '@domain/contract/gomodal-loan';
import { GOMODAL_DUE_DATE_BANDS } from '@domain/gomodal/due-date-bands';
import { useAnswer } from '@state/use-answer';
import { Card } from '@ui/Card';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loanSummary, newestOf } from '../home/state';
import { presentGomodalFailure } from '../state';
import { SubmissionLoaded } from './SubmissionLoaded';

/**
 * /gomodal/due-date[?id=]: the loan's due date, the 1st or the 15th of each month (document 3,
 * section 9), set once when the loan is paid out by the day it was paid out (due-dates.ts), and the
 * instalments still to come on it. Without an id: the newest loan.
 */
export default function DueDatePage() {
  const id = useSearchParams()[0].get('id');
  return <GomodalPage titleId="gomodal.dueDate.title">{id ? <LoanDueDate id={id} /> : <NewestDueDate />}</GomodalPage>;
}

function NewestDueDate() {
  const summary = useAnswer(loanSummary, 'summary', presentGomodalFailure);
  return (
    <Loaded state={summary.remote} retry={summary.retry}>
      {(data) => {
        const newest = data.loan?.submissionId ?? newestOf(data);
        return newest ? <LoanDueDate id={newest} /> : <NoLoanYet />;
      }}
    </Loaded>
  );
}

function LoanDueDate({ id }: { id: string }) {
  return <SubmissionLoaded id={id}>{(data) => (data.loan ? <DueDate loan={data.loan} /> : <NoLoanYet />)}</SubmissionLoaded>;
}

/** The three bands, as the merchant reads them. */
function BandRule() {
  return (
    <ul className="gomodal-bands">
      {GOMODAL_DUE_DATE_BANDS.map((band) => (
        <li key={band.firstDay}>
          <FormattedMessage
            id="gomodal.dueDate.band"
            values={{ from: band.firstDay, to: band.lastDay, day: band.dueDay, monthsAhead: band.monthsAhead }}
          />
        </li>
      ))}
    </ul>
  );
}

function NoLoanYet() {
  return (
    <MessageCard headingId="gomodal.dueDate.none.heading" textIds={['gomodal.dueDate.none.text']}>
      <BandRule />
    </MessageCard>
  );
}

function DueDate({ loan }: { loan: GomodalLoan }) {
  const format = useFormat();
  const dueDay = Number(loan.firstDueDate.slice(8, 10));
  const coming = loan.instalments.filter((line) => line.unpaid > 0);
  return (
    <Card title={<FormattedMessage id="gomodal.dueDate.heading" values={{ day: dueDay }} />} titleClassName="gomodal-card__title">
      <p>
        <FormattedMessage
          id="gomodal.dueDate.set"
          values={{ date: format.dateTime(loan.disbursedAt), first: format.date(loan.firstDueDate) }}
        />
      </p>
      <BandRule />
      <p>
        <FormattedMessage id="gomodal.dueDate.fixed" />
      </p>
      {coming.length > 0 ? (
        <DetailList
          className="gomodal-due-dates"
          rows={coming.map((line) => ({
            key: `i${line.number}`,
            label: <FormattedMessage id="gomodal.promo.instalmentDue" values={{ number: line.number, date: format.date(line.dueDate) }} />,
            value: format.money(line.unpaid),
            ...(line.dueDate === loan.dueDate ? { emphasis: true } : {}),
          }))}
        />
      ) : (
        <p>
          <FormattedMessage id="gomodal.dueDate.nothingLeft" />
        </p>
      )}
    </Card>
  );
}
