import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_STEP_ROUTES } from '@domain/gomodal/application';
import { loanStatusRoute } from '@domain/gomodal/routes';
import { Button } from '@ui/Button';
import { GomodalPage } from '../parts/GomodalPage';
import { submitApplication } from '../state';
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
  const end = useRef<HTMLParagraphElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const target = end.current;
    if (!target || readToEnd) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReadToEnd(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [readToEnd]);
  const canTick = readToEnd || value.termsAccepted;

  const send = async () => {
    setSending(true);
    await draft.flush();
    const outcome = await submitApplication();
    setSending(false);
    if (outcome.kind === 'sent') navigate(loanStatusRoute({ submissionId: outcome.submission.id }), { replace: true });
    else if (outcome.kind === 'incomplete') navigate(APPLICATION_STEP_ROUTES[outcome.step]);
    else if (outcome.kind === 'refused') navigate(outcome.route, { replace: true });
  };

  return (
    <GomodalPage titleId="gomodal.terms.title">
      <section className="card" aria-labelledby="gomodal-terms-heading">
        <h2 id="gomodal-terms-heading" className="gomodal-card__title">
          <FormattedMessage id="gomodal.terms.heading" />
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable and scrollable by keyboard. */}
        <section className="gomodal-terms" tabIndex={0} aria-labelledby="gomodal-terms-heading">
          {SECTIONS.map((section) => (
            <div key={section}>
              <h3>
                <FormattedMessage id={`gomodal.terms.${section}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`gomodal.terms.${section}.text`} />
              </p>
            </div>
          ))}
          <p ref={end} data-testid="terms-end">
            <FormattedMessage id="gomodal.terms.end" />
          </p>
        </section>
        {draft.ready ? <ApplicationSummary draft={value} /> : null}
        {!canTick ? (
          <p className="field__hint" id="gomodal-terms-hint">
            <FormattedMessage id="gomodal.terms.scrollFirst" />
          </p>
        ) : null}
        <label className="gomodal-check">
          <input
            type="checkbox"
            checked={value.termsAccepted}
            disabled={!canTick || !draft.ready}
            aria-describedby={canTick ? undefined : 'gomodal-terms-hint'}
            onChange={(event) => update((current) => ({ ...current, termsAccepted: event.target.checked }))}
          />
          <span>
            <FormattedMessage id="gomodal.terms.agree" />
          </span>
        </label>
        <Button block loading={sending} disabled={!value.termsAccepted || !draft.ready} onClick={() => void send()}>
          <FormattedMessage id="gomodal.terms.submit" />
        </Button>
      </section>
    </GomodalPage>
  );
}
