import { useRef, type ReactNode } from 'react';
import { ShowValidationContext, useRefusedSubmit } from '@ui/form-validation';
import { ContinueButton } from './ContinueButton';
import { useContinue } from './useContinue';

/** A step's form: Continue goes on when every field is right, else marks them all and focuses the first wrong one. */
export function WizardForm({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const { invalid, go, toReview } = useContinue(step);
  const refused = useRefusedSubmit(form);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid.length > 0) refused.refuse(invalid.length);
        else void go();
      }}
    >
      <ShowValidationContext.Provider value={refused.submitted}>
        {children}
        <ContinueButton missing={refused.missing} remaining={invalid.length} toReview={toReview} />
      </ShowValidationContext.Provider>
    </form>
  );
}
