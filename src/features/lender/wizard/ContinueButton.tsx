import { FormattedMessage } from 'react-intl';
import { Button } from '@ui/Button';

/** Disabled until every required field of the step is valid; the note says why while it is. */
export function ContinueButton({ ready }: { ready: boolean }) {
  return (
    <div className="lender-wizard__footer">
      {ready ? null : (
        <p className="muted lender-wizard__note" id="lender-continue-note">
          <FormattedMessage id="lender.wizard.completeFirst" />
        </p>
      )}
      <Button type="submit" block disabled={!ready} aria-describedby={ready ? undefined : 'lender-continue-note'}>
        <FormattedMessage id="lender.wizard.continue" />
      </Button>
    </div>
  );
}
