import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ProgressBar } from '@ui/ProgressBar';

export type WizardExit =
  /** Step 1: a close icon back to `/`. */
  | { kind: 'close' }
  /** A back arrow; `replace` swaps the current entry (step 2 replaces the route with `/`). */
  | { kind: 'back'; to: string; replace: boolean }
  | { kind: 'none' };

interface WizardFrameProps {
  step: 1 | 2 | 3 | 4 | 5;
  titleId: string;
  exit: WizardExit;
  /** The bar's value when it is not the step's own (the review, between steps 4 and 5). */
  percent?: number;
  children: ReactNode;
}

export const STEP_PROGRESS = { 1: 20, 2: 40, 3: 60, 4: 80, 5: 100 } as const;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The top of each step: the way out, "Step n of 5", the progress bar and the step's title. */
export function WizardFrame({ step, titleId, exit, percent = STEP_PROGRESS[step], children }: WizardFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <section className="card lender-wizard" aria-labelledby="lender-step-title">
      <div className={exit.kind === 'none' ? 'lender-wizard__top lender-wizard__top--plain' : 'lender-wizard__top'}>
        {exit.kind === 'close' ? (
          <Link to="/" className="icon-button" aria-label={intl.formatMessage({ id: 'lender.wizard.close' })}>
            <CloseIcon />
          </Link>
        ) : null}
        {exit.kind === 'back' ? (
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'lender.wizard.back' })}
            onClick={() => void navigate(exit.to, { replace: exit.replace })}
          >
            <BackIcon />
          </button>
        ) : null}
        <p className="lender-wizard__step muted">
          <FormattedMessage id="lender.wizard.stepOf" values={{ step, total: 5 }} />
        </p>
      </div>
      <ProgressBar value={percent} label={intl.formatMessage({ id: 'lender.wizard.progress' }, { percent })} />
      <h1 id="lender-step-title" className="lender-wizard__title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
