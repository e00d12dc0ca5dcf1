import { FormattedMessage } from 'react-intl';
import { WizardFrame } from './WizardFrame';
import { StrokePath } from '@ui/StrokePath';
import { LinkButton } from '@ui/LinkButton';

/** /lender/step5: the application is being reviewed; a button back to `/`. */
export default function Step5Page() {
  return (
    <WizardFrame step={5} titleId="lender.step5.title" exit={{ kind: 'none' }}>
      <div className="lender-review">
        <svg className="lender-review__icon" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
          <StrokePath d="M20 33l8 8 16-18" stroke="var(--color-primary)" width="5" />
        </svg>
        <p>
          <FormattedMessage id="lender.step5.body" />
        </p>
        <p className="muted">
          <FormattedMessage id="lender.step5.next" />
        </p>
        <LinkButton to="/" messageId="lender.step5.home" block />
      </div>
    </WizardFrame>
  );
}
