import { useIntl } from 'react-intl';
import { SELECT_FIELD_OPTIONS, TEXT_FIELD_RULES, type AdditionalDetailField } from '@domain/kyc/details';
import { KYC_TEXT_MAX_LENGTH } from '@domain/kyc/validators';
import { Select } from '@ui/Select';
import { TextField } from '@ui/TextField';

interface DetailFieldProps {
  field: AdditionalDetailField;
  value: string;
  onChange: (value: string) => void;
}

const INPUT_HINTS: Partial<Record<AdditionalDetailField, { type?: string; inputMode?: 'email' | 'text'; autoComplete?: string }>> = {
  emailAddress: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  motherMaidenName: { autoComplete: 'off' },
  employerName: { autoComplete: 'organization' },
};

/** One field of the additional details: a text field with its rules, or a select of its enumeration. */
export function DetailField({ field, value, onChange }: DetailFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `kyc.field.${field}.label` });
  const hintId = `kyc.field.${field}.hint`;
  const hint = intl.messages[hintId] ? intl.formatMessage({ id: hintId }) : undefined;
  const rules = TEXT_FIELD_RULES[field];
  if (rules) {
    return (
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        validators={rules}
        mandatory
        hint={hint}
        maxLength={KYC_TEXT_MAX_LENGTH}
        {...INPUT_HINTS[field]}
      />
    );
  }
  const options = (SELECT_FIELD_OPTIONS[field] ?? []).map((option) => ({
    value: option.value,
    label: intl.formatMessage({ id: option.messageId }),
  }));
  return (
    <Select
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      mandatory
      placeholder={intl.formatMessage({ id: 'kyc.field.placeholder' })}
    />
  );
}
