import { FormattedMessage, useIntl } from 'react-intl';
import { submissionDetailRoute } from '@domain/gomodal/routes';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { completedLoans } from './state';
import { presentGomodalFailure } from '../state';
import { LinkButton } from '@ui/LinkButton';

/** /gomodal/submissions/completed: the loans paid off, newest first. */
export default function CompletedLoansPage() {
  const intl = useIntl();
  const format = useFormat();
  const cleared = useAnswer(completedLoans, 'completed', presentGomodalFailure);
  return (
    <GomodalPage titleId="gomodal.cleared.title">
      <KeptNoticeOf state={cleared.state} />
      <Loaded state={cleared.remote} retry={cleared.retry}>
        {({ loans }) =>
          loans.length === 0 ? (
            <section className="card card--center empty-state">
              <p>
                <FormattedMessage id="gomodal.cleared.empty" />
              </p>
            </section>
          ) : (
            loans.map((loan) => (
              <section key={loan.submissionId} className="card" aria-labelledby={`loan-${loan.submissionId}`}>
                <h2 id={`loan-${loan.submissionId}`} className="gomodal-card__title">
                  <FormattedMessage id="gomodal.cleared.loan" values={{ amount: format.money(loan.principal), tenure: loan.tenure }} />
                </h2>
                <DetailList
                  rows={[
                    { key: 'id', label: intl.formatMessage({ id: 'gomodal.loan.loanId' }), value: loan.loanId },
                    {
                      key: 'disbursed',
                      label: intl.formatMessage({ id: 'gomodal.loan.disbursedAt' }),
                      value: format.dateTime(loan.disbursedAt),
                    },
                    {
                      key: 'completed',
                      label: intl.formatMessage({
                        id: loan.completedEarly ? 'gomodal.cleared.completedEarly' : 'gomodal.cleared.completed',
                      }),
                      value: format.dateTime(loan.completedAt),
                    },
                    { key: 'paid', label: intl.formatMessage({ id: 'gomodal.loan.totalPaid' }), value: format.money(loan.totalPaid) },
                    {
                      key: 'discount',
                      label: intl.formatMessage({ id: 'gomodal.cleared.discounts' }),
                      value: format.money(loan.discounts.interest + loan.discounts.principal + loan.discounts.lateFee),
                    },
                  ]}
                />
                <LinkButton to={submissionDetailRoute(loan.submissionId)} messageId="gomodal.card.action.details" variant="text" block />
              </section>
            ))
          )
        }
      </Loaded>
    </GomodalPage>
  );
}
