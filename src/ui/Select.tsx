import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FieldLabel } from './FieldLabel';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** '' while the placeholder is showing. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  mandatory?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Starts on a placeholder and only ever reports one of its options. */
export function Select({ label, options, value, onChange, placeholder, mandatory = false, disabled, id }: SelectProps) {
  const intl = useIntl();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const known = options.some((option) => option.value === value);
  return (
    <div className="field">
      <FieldLabel htmlFor={selectId} label={label} mandatory={mandatory} />
      <div className="field__control field__control--select">
        <select
          id={selectId}
          className="field__input"
          value={known ? value : ''}
          required={mandatory}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value;
            if (options.some((option) => option.value === next)) onChange(next);
          }}
        >
          <option value="" disabled>
            {placeholder ?? intl.formatMessage({ id: 'select.placeholder' })}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
