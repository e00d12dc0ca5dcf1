import { useId, useLayoutEffect, useRef } from 'react';
import { FieldHint, FieldLabel } from './FieldLabel';
import { amountDigits, caretAfterDigits, digitsBeforeCaret, groupDigits } from './amount-input';

export interface AmountFieldProps {
  label: string;
  /** Digits only; shown grouped ("1.250.000"). */
  digits: string;
  onChange: (digits: string) => void;
  /** The message to show under the field (already in the user's language), or null. */
  error: string | null;
  hint?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  mandatory?: boolean;
  /** For the owner's message timing (src/ui/form-validation.tsx). */
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A rupiah amount, grouped as it is typed, with the caret kept after the digit it followed (a dot
 * appearing or going must not move it). Numeric keyboard on phones; paste of "Rp 1.250.000" works.
 */
export function AmountField({
  label,
  digits,
  onChange,
  error,
  hint,
  disabled,
  id,
  name,
  mandatory = false,
  onFocus,
  onBlur,
}: AmountFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const grouped = groupDigits(digits);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element || caretDigits.current === null || document.activeElement !== element) return;
    const position = caretAfterDigits(grouped, caretDigits.current);
    element.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [grouped]);

  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <FieldLabel htmlFor={inputId} label={label} mandatory={mandatory} />
      <div className="field__control">
        <span className="field__prefix" aria-hidden="true">
          Rp
        </span>
        <input
          ref={input}
          id={inputId}
          name={name}
          required={mandatory}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={grouped}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(event) => {
            const { value, selectionStart } = event.target;
            caretDigits.current = digitsBeforeCaret(value, selectionStart ?? value.length);
            onChange(amountDigits(value));
          }}
        />
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
