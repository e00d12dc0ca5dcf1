import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_STEP_ROUTES } from '@domain/gomodal/application';
import { loanStatusRoute } from '@domain/gomodal/routes';
import type { UiText } from '@state/ui';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { ScrolledTerms, TermsSections } from '@ui/ScrolledTerms';
import { GomodalPage } from '../parts/GomodalPage';
import { submitApplication } from './state';
import { ApplicationSummary } from './ApplicationSummary';
import { useApplicationDraft } from './useApplicationDraft';

const SECTIONS = ['loan', 'cost', 'deduction', 'late', 'signing', 'data'] as const;

/**
 * /gomodal/terms: the terms, read to the bottom before "I agree" can be ticked, and what is applied
 * for (amount, tenor, total to repay) said again; then the application is sent (once), and the
 * status page follows it.
 */
export default function TermsPage() {
  const navigate = useNavigate();
  const draft = useApplicationDraft('terms');
  const { value, update } = draft;
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<UiText | null>(null);

  const send = async () => {
    setSending(true);
    setRefusal(null);
    await draft.flush();
    const outcome = await submitApplication();
    setSending(false);
    if (outcome.kind === 'sent') navigate(loanStatusRoute({ submissionId: outcome.submission.id }), { replace: true });
    else if (outcome.kind === 'incomplete') navigate(APPLICATION_STEP_ROUTES[outcome.step]);
    else if (outcome.kind === 'refused') navigate(outcome.route, { replace: true });
    else setRefusal(outcome.refusal);
  };

  return (
    <GomodalPage titleId="gomodal.terms.title">
      <section className="card" aria-labelledby="gomodal-terms-heading">
        <h2 id="gomodal-terms-heading" className="gomodal-card__title">
          <FormattedMessage id="gomodal.terms.heading" />
        </h2>
        {draft.ready ? <ApplicationSummary draft={value} /> : null}
        <ScrolledTerms
          labelledBy="gomodal-terms-heading"
          agreeLabel={<FormattedMessage id="gomodal.terms.agree" />}
          checked={value.termsAccepted}
          disabled={!draft.ready}
          onCheckedChange={(termsAccepted) => update((current) => ({ ...current, termsAccepted }))}
        >
          <TermsSections prefix="gomodal.terms" sections={SECTIONS} />
        </ScrolledTerms>
        <FormRefusal text={refusal} id="gomodal-terms-refusal" />
        <Button block loading={sending} disabled={!value.termsAccepted || !draft.ready} onClick={() => void send()}>
          <FormattedMessage id="gomodal.terms.submit" />
        </Button>
      </section>
    </GomodalPage>
  );
}
