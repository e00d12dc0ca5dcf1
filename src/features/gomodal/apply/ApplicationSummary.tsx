import { FormattedMessage, useIntl } from 'react-intl';
import type { GomodalApplicationDraft } from '@domain/gomodal/application';
import { parsePrincipal } from '@domain/gomodal/principal';
import { promotedQuote } from '@domain/gomodal/quote';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { Loaded } from '../parts/Loading';
import { loadOffer } from './state';

/**
 * What is about to be sent, said again just before "Send application": the amount, the tenor and
 * the total to repay (the form's own quote, first-loan promotion included), with the way back to
 * change them.
 */
export function ApplicationSummary({ draft }: { draft: GomodalApplicationDraft }) {
  const intl = useIntl();
  const format = useFormat();
  const { state, retry } = useRemote(loadOffer, null, 'gomodal-offer');
  const principal = parsePrincipal(draft.principal);
  const tenure = draft.tenure;
  if (principal === null || tenure === null) return null;
  return (
    <section className="gomodal-summary" aria-labelledby="gomodal-summary-heading" data-testid="application-summary">
      <h3 id="gomodal-summary-heading">
        <FormattedMessage id="gomodal.terms.summary.heading" />
      </h3>
      <Loaded state={state} retry={retry}>
        {(offer) => (
          <DetailList
            rows={[
              { key: 'principal', label: intl.formatMessage({ id: 'gomodal.loanForm.principal' }), value: format.money(principal) },
              {
                key: 'tenure',
                label: intl.formatMessage({ id: 'gomodal.loanForm.tenure' }),
                value: intl.formatMessage({ id: 'gomodal.months' }, { count: tenure }),
              },
              {
                key: 'total',
                label: intl.formatMessage({ id: 'gomodal.quote.totalRepayable' }),
                value: format.money(promotedQuote(principal, tenure, offer.firstLoanCashback).totalRepayable),
                emphasis: true,
              },
            ]}
          />
        )}
      </Loaded>
      <ActionLinks actions={[{ to: GOMODAL_ROUTES.loanApply, messageId: 'gomodal.terms.summary.change' }]} />
    </section>
  );
}
