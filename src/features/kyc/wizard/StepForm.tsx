import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { invalidFields, type AdditionalDetailField, type DetailsForm } from '@domain/kyc/details';
import { showFlash } from '@state/notify';
import { Button } from '@ui/Button';
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
}

/** The fields of a step, validated on submit: the first wrong field takes focus, nothing is cleared. */
export function StepForm({ fields, form, onFieldChange, submitId, onSubmit, beforeSubmit, children, labelledBy }: StepFormProps) {
  const [submitted, setSubmitted] = useState(false);
  const [loading, run] = useBusy();

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setSubmitted(true);
    const [firstWrong] = invalidFields(form, fields);
    if (firstWrong) {
      showFlash({ id: 'kyc.wizard.fixFields' });
      const index = fields.indexOf(firstWrong);
      event.currentTarget.querySelectorAll<HTMLElement>('input, select')[index]?.focus();
      return;
    }
    if (beforeSubmit && !beforeSubmit()) return;
    await run(onSubmit);
  };

  return (
    <form className="kyc-step__form" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {fields.map((field) => (
        <DetailField
          key={field}
          field={field}
          value={form[field]}
          onChange={(value) => onFieldChange(field, value)}
          showValidation={submitted}
        />
      ))}
      {children}
      <Button type="submit" block loading={loading}>
        <FormattedMessage id={submitId} />
      </Button>
    </form>
  );
}
