import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { markWalkthroughSeen, walkthroughSeen } from '../learn/walkthrough-seen';
import { Card } from '@ui/Card';
import { LinkListCard } from '@ui/LinkListCard';
import { LinkButton } from '@ui/LinkButton';

/**
 * On the first visit to the pay-later home (this device), an invitation to the walkthrough; once
 * it is opened or dismissed the home's "How PayLater works" links remain.
 */
export function HowItWorksCard() {
  const [shown, setShown] = useState(() => !walkthroughSeen());
  if (!shown) return null;
  return (
    <Card className="how-card" title={<FormattedMessage id="paylater.how.firstTitle" />}>
      <p>
        <FormattedMessage id="paylater.how.firstBody" />
      </p>
      <LinkButton to="/paylater/walkthrough" messageId="paylater.how.start" block />
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
    </Card>
  );
}

/** The home's links to the learning pages. */
export function HowItWorksLinks() {
  return <LinkListCard title={<FormattedMessage id="paylater.how.title" />} links={LEARN_LINKS} />;
}

const LEARN_LINKS = [
  { to: '/paylater/walkthrough', messageId: 'paylater.walkthrough.title' },
  { to: '/paylater/slider', messageId: 'paylater.slider.title' },
  { to: '/paylater/fees', messageId: 'paylater.fees.title' },
];
