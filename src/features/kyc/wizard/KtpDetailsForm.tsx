import { useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KTP_FIELDS, invalidKtpFields, ktpFieldRules, type KtpField, type KtpForm } from '@domain/kyc/ktp-details';
import { KYC_TEXT_MAX_LENGTH, NIK_LENGTH } from '@domain/kyc/validators';
import { Button } from '@ui/Button';
import { MissingFieldsStatus, useRefusedSubmit } from '@ui/form-validation';
import { FormRefusal } from '@ui/FormRefusal';
import { TextField, type TextFieldProps } from '@ui/TextField';
import { useBusy } from '@ui/useBusy';

type InputHints = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>;

const INPUT_HINTS: Record<KtpField, InputHints> = {
  nameOnId: { autoComplete: 'name', maxLength: KYC_TEXT_MAX_LENGTH },
  placeOfBirth: { autoComplete: 'off', maxLength: KYC_TEXT_MAX_LENGTH },
  // The browser's own date picker; it hands over YYYY-MM-DD whatever the display language.
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  nik: { inputMode: 'numeric', autoComplete: 'off', maxLength: NIK_LENGTH },
};

/** Each input's id, so the page can put the user on the field the platform refused. */
export const ktpInputId = (field: KtpField): string => `kyc-ktp-${field}`;

interface KtpDetailsFormProps {
  form: KtpForm;
  today: string;
  onFieldChange: (field: KtpField, value: string) => void;
  /** Runs only when every field passes. */
  onSubmit: () => Promise<void>;
  /** The platform's refusal of the last send: under the field it is about, or beside the button. */
  refusal: { field: KtpField | null; text: string } | null;
}

/** The four ID card fields, validated on submit like the wizard's steps: all wrong ones marked, the first focused, nothing cleared. */
export function KtpDetailsForm({ form, today, onFieldChange, onSubmit, refusal }: KtpDetailsFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useRefusedSubmit(formRef);
  const [loading, run] = useBusy();
  const rules = ktpFieldRules(today);
  const wrong = invalidKtpFields(form, today);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (wrong.length > 0) {
      refused.refuse(wrong.length);
      return;
    }
    await run(onSubmit);
  };

  return (
    <form ref={formRef} className="kyc-step__form" onSubmit={submit} noValidate aria-labelledby="kyc-step-title">
      {KTP_FIELDS.map((field) => (
        <TextField
          key={field}
          id={ktpInputId(field)}
          label={intl.formatMessage({ id: `kyc.ktp.field.${field}.label` })}
          hint={intl.formatMessage({ id: `kyc.ktp.field.${field}.hint` })}
          value={form[field]}
          // The NIK takes digits only; spaces typed from the card's grouping are dropped at once.
          onChange={(value) => onFieldChange(field, field === 'nik' ? value.replace(/\s+/g, '') : value)}
          validators={rules[field]}
          mandatory
          showValidation={refused.submitted}
          refusal={refusal?.field === field ? refusal.text : null}
          {...INPUT_HINTS[field]}
        />
      ))}
      <MissingFieldsStatus missing={refused.missing} remaining={wrong.length} />
      <Button type="submit" block loading={loading}>
        <FormattedMessage id="kyc.ktp.submit" />
      </Button>
      <FormRefusal text={refusal && refusal.field === null ? { text: refusal.text } : null} id="kyc-ktp-refusal" />
    </form>
  );
}
