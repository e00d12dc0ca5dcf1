import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressBar } from '@ui/ProgressBar';

/** "Step 2 of 3", a bar, the title and what the step is for. The title takes focus on arrival. */
export function StepHeader({ step, titleId, subtitleId }: { step: 1 | 2 | 3; titleId: string; subtitleId: string }) {
  const intl = useIntl();
  return (
    <header className="kyc-step__header">
      <p className="kyc-step__count">
        <FormattedMessage id="kyc.wizard.stepOf" values={{ step, total: 3 }} />
      </p>
      <ProgressBar value={(step / 3) * 100} label={intl.formatMessage({ id: 'kyc.wizard.progress' })} />
      <h1 id="kyc-step-title" tabIndex={-1} className="kyc-step__title">
        <FormattedMessage id={titleId} />
      </h1>
      <p className="muted">
        <FormattedMessage id={subtitleId} />
      </p>
    </header>
  );
}
