import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { invalidFields, type AdditionalDetailField, type DetailsForm } from '@domain/kyc/details';
import { Button } from '@ui/Button';
import { MissingFieldsStatus, ShowValidationContext, useRefusedSubmit } from '@ui/form-validation';
import { useBusy } from '@ui/useBusy';
import { DetailField } from './DetailField';

interface StepFormProps {
  fields: readonly AdditionalDetailField[];
  form: DetailsForm;
  onFieldChange: (field: AdditionalDetailField, value: string) => void;
  submitId: string;
  /** Runs only when every field passes. */
  onSubmit: () => Promise<void>;
  /** Extra checks before submitting (the confirmations); returns false to stop. */
  beforeSubmit?: () => boolean;
  children?: ReactNode;
  labelledBy: string;
  /** The submit button waits for something the user has still to do (the terms agreed). */
  submitDisabled?: boolean;
}

/**
 * The fields of a step, validated on submit: every wrong field is marked, the first is scrolled to
 * and focused, a live note says how many; nothing is cleared.
 */
export function StepForm({
  fields,
  form,
  onFieldChange,
  submitId,
  onSubmit,
  beforeSubmit,
  children,
  labelledBy,
  submitDisabled = false,
}: StepFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useRefusedSubmit(formRef);
  const [loading, run] = useBusy();
  const wrong = invalidFields(form, fields);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (wrong.length > 0) {
      refused.refuse(wrong.length);
      return;
    }
    if (beforeSubmit && !beforeSubmit()) return;
    await run(onSubmit);
  };

  return (
    <form ref={formRef} className="kyc-step__form" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <ShowValidationContext.Provider value={refused.submitted}>
        {fields.map((field) => (
          <DetailField key={field} field={field} value={form[field]} onChange={(value) => onFieldChange(field, value)} />
        ))}
        {children}
      </ShowValidationContext.Provider>
      <MissingFieldsStatus missing={refused.missing} remaining={wrong.length} />
      <Button type="submit" block loading={loading} disabled={submitDisabled}>
        <FormattedMessage id={submitId} />
      </Button>
    </form>
  );
}
