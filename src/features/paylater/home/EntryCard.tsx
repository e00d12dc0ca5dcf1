import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import type { ProductStep } from '@domain/product-journey';
import { useFormat } from '@ui/useFormat';

type EntryStep = Exclude<ProductStep, { kind: 'home' }>;

/** What each step is called, says and offers (the link goes to step.to). */
const STEP_TEXT = {
  apply: { title: 'paylater.entry.apply.title', body: 'paylater.entry.apply.body', action: 'paylater.entry.apply.action' },
  kyc: { title: 'paylater.entry.kyc.title', body: 'paylater.entry.kyc.body', action: 'paylater.entry.kyc.action' },
  'kyc-review': { title: 'paylater.entry.review.title', body: 'paylater.entry.review.body', action: 'paylater.entry.review.action' },
  slik: { title: 'paylater.entry.slik.title', body: 'paylater.entry.slik.body', action: 'paylater.entry.slik.action' },
  'sign-contract': { title: 'paylater.entry.sign.title', body: 'paylater.entry.sign.body', action: 'paylater.entry.sign.action' },
} as const;

/** The pay-later home before activation (and the apply page's refusals): where the application stands, and the step that leads on. */
export function EntryCard({ step }: { step: EntryStep }) {
  const format = useFormat();
  if (step.kind === 'rejected' || step.kind === 'not-eligible') {
    const rejected = step.kind === 'rejected';
    return (
      <section className="card entry-card" aria-labelledby="paylater-entry-title" data-step={step.kind}>
        <h2 id="paylater-entry-title">
          <FormattedMessage id={rejected ? 'paylater.entry.rejected.title' : 'paylater.entry.notEligible.title'} />
        </h2>
        <p>
          {rejected && step.retryDate ? (
            <FormattedMessage id="paylater.entry.rejected.retryOn" values={{ date: <strong className="nowrap">{format.date(step.retryDate)}</strong> }} />
          ) : (
            <FormattedMessage id={rejected ? 'paylater.entry.rejected.body' : 'paylater.entry.notEligible.body'} />
          )}
        </p>
        <Link className="btn btn--secondary btn--block" to="/">
          <FormattedMessage id="paylater.backHome" />
        </Link>
      </section>
    );
  }
  const text = STEP_TEXT[step.kind];
  return (
    <section className="card entry-card" aria-labelledby="paylater-entry-title" data-step={step.kind}>
      <h2 id="paylater-entry-title">
        <FormattedMessage id={text.title} />
      </h2>
      <p>
        <FormattedMessage id={text.body} />
      </p>
      {step.kind === 'apply' ? <Benefits /> : null}
      <Link className="btn btn--primary btn--block" to={step.to}>
        <FormattedMessage id={text.action} />
      </Link>
      <Link className="btn btn--text btn--block" to="/">
        <FormattedMessage id="paylater.backHome" />
      </Link>
    </section>
  );
}

/** What the product offers (document 2, section 1), before the user applies. */
function Benefits() {
  const format = useFormat();
  return (
    <ul className="benefits">
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.limit" values={{ limit: format.money(PAYLATER_LIMIT_CAPS.NEW) }} />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.dueDate" />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.fee" />
      </li>
      <li>
        <FormattedMessage id="paylater.entry.apply.benefit.grace" />
      </li>
    </ul>
  );
}
