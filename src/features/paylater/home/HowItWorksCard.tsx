import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { markWalkthroughSeen, walkthroughSeen } from '../learn/walkthrough-seen';

/**
 * On the first visit to the pay-later home (this device), an invitation to the walkthrough; once
 * it is opened or dismissed the home's "How PayLater works" links remain.
 */
export function HowItWorksCard() {
  const [shown, setShown] = useState(() => !walkthroughSeen());
  if (!shown) return null;
  return (
    <section className="card how-card" aria-labelledby="paylater-how-title">
      <h2 id="paylater-how-title">
        <FormattedMessage id="paylater.how.firstTitle" />
      </h2>
      <p>
        <FormattedMessage id="paylater.how.firstBody" />
      </p>
      <Link className="btn btn--primary btn--block" to="/paylater/walkthrough">
        <FormattedMessage id="paylater.how.start" />
      </Link>
      <button
        type="button"
        className="btn btn--text btn--block"
        onClick={() => {
          markWalkthroughSeen();
          setShown(false);
        }}
      >
        <FormattedMessage id="paylater.how.dismiss" />
      </button>
    </section>
  );
}

/** The home's links to the learning pages. */
export function HowItWorksLinks() {
  return (
    <nav className="card link-list" aria-labelledby="paylater-learn-title">
      <h2 id="paylater-learn-title">
        <FormattedMessage id="paylater.how.title" />
      </h2>
      <Link className="link-list__item" to="/paylater/walkthrough">
        <FormattedMessage id="paylater.walkthrough.title" />
      </Link>
      <Link className="link-list__item" to="/paylater/slider">
        <FormattedMessage id="paylater.slider.title" />
      </Link>
      <Link className="link-list__item" to="/paylater/fees">
        <FormattedMessage id="paylater.fees.title" />
      </Link>
    </nav>
  );
}
