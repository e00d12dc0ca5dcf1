import { FormattedMessage } from 'react-intl';
import { MissingFieldsStatus } from '@ui/form-validation';
import { Button } from '@ui/Button';

/**
 * Always pressable: pressed with wrong fields it marks them and puts the user on the first
 * (WizardForm); the live note beside it says how many are left. Opened from the review, it says it goes back there.
 */
export function ContinueButton({ missing, remaining, toReview }: { missing: number; remaining: number; toReview: boolean }) {
  return (
    <div className="lender-wizard__footer">
      <MissingFieldsStatus missing={missing} remaining={remaining} id="lender-continue-note" />
      <Button type="submit" block>
        <FormattedMessage id={toReview ? 'lender.wizard.backToReview' : 'lender.wizard.continue'} />
      </Button>
    </div>
  );
}
