import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FieldLabel } from './FieldLabel';
import { REQUIRED_MESSAGE_ID, useFieldMessageTiming } from './form-validation';

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
  /** Forces the message to show (after a submit attempt), even before the field was left. */
  showValidation?: boolean;
  /** The message for a required select left on its placeholder (catalogue id); a generic one by default. */
  requiredMessageId?: string;
}

/** Starts on a placeholder and only ever reports one of its options; a required one left on it says so. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  mandatory = false,
  disabled,
  id,
  showValidation = false,
  requiredMessageId = REQUIRED_MESSAGE_ID,
}: SelectProps) {
  const intl = useIntl();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const known = options.some((option) => option.value === value);
  const timing = useFieldMessageTiming(known ? value : '', showValidation);
  const showIssue = mandatory && !known && !disabled && timing.show;
  const errorId = `${selectId}-error`;
  return (
    <div className={showIssue ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={selectId} label={label} mandatory={mandatory} />
      <div className="field__control field__control--select">
        <select
          id={selectId}
          className="field__input"
          value={known ? value : ''}
          required={mandatory}
          disabled={disabled}
          aria-invalid={showIssue ? true : undefined}
          aria-describedby={showIssue ? errorId : undefined}
          onFocus={timing.onFocus}
          onBlur={timing.onBlur}
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
      {showIssue ? (
        <p className="field__error" id={errorId}>
          {intl.formatMessage({ id: requiredMessageId })}
        </p>
      ) : null}
    </div>
  );
}
