import { FormattedMessage } from 'react-intl';
import { MissingFieldsStatus } from '@ui/form-validation';
import { Button } from '@ui/Button';

/**
 * Always pressable: pressed with wrong fields it marks them and puts the user on the first
 * (WizardForm); the live note beside it says how many are left.
 */
export function ContinueButton({ missing, remaining }: { missing: number; remaining: number }) {
  return (
    <div className="lender-wizard__footer">
      <MissingFieldsStatus missing={missing} remaining={remaining} id="lender-continue-note" />
      <Button type="submit" block>
        <FormattedMessage id="lender.wizard.continue" />
      </Button>
    </div>
  );
}
