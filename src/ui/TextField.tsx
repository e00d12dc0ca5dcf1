import { useEffect, useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { runValidators, type Validator } from '@domain/validation';
import { FieldHint, FieldLabel } from './FieldLabel';
import { REQUIRED_MESSAGE_ID, useFieldMessageTiming } from './form-validation';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'type' | 'maxLength' | 'placeholder' | 'autoFocus' | 'name' | 'pattern' | 'enterKeyHint' | 'min' | 'max'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Run in order; the first failing one's message is shown. */
  validators?: readonly Validator[];
  mandatory?: boolean;
  hint?: string;
  /** Shown before the input, inside the field (a currency or a fixed prefix). */
  prefix?: ReactNode;
  /** Forces messages to show (after a submit attempt), even before the field was left. */
  showValidation?: boolean;
  /**
   * A refusal of what the field holds (a wrong code), from outside the field's own rules: shown while
   * set, over the rules' message; when it arrives the content is selected, so typing replaces it.
   */
  refusal?: string | null;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function TextField({
  label,
  value,
  onChange,
  validators = [],
  mandatory = false,
  hint,
  prefix,
  showValidation = false,
  refusal = null,
  disabled,
  id,
  className,
  ...native
}: TextFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const timing = useFieldMessageTiming(value, showValidation);
  const input = useRef<HTMLInputElement>(null);
  // A field pre-rendered into index.html (the sign-in form) can be typed into before React
  // hydrates it: hydration keeps what the DOM holds, and this hands it to the form's state (and
  // the focus to this field's state) before the first paint, so nothing typed is lost or scolded.
  // A field React rendered itself holds `value` already: nothing happens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount, by design
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value !== value) onChange(element.value);
    if (element.ownerDocument.activeElement === element) timing.onFocus();
  }, []);
  useEffect(() => {
    if (refusal === null) return;
    input.current?.focus();
    input.current?.select();
  }, [refusal]);
  const { valid, issue: ruleIssue } = runValidators(value, validators, mandatory);
  // An empty required field says so too, once it was left or continue was pressed.
  const issue = ruleIssue ?? (valid ? null : { messageId: REQUIRED_MESSAGE_ID });
  // Don't scold while the user is typing: a field's message shows once it is left (or holds a value
  // restored from a draft), and at once after continue was pressed. A refusal shows at once.
  const showIssue = refusal !== null || (issue !== null && timing.show);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = showIssue ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', showIssue ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} mandatory={mandatory} />
      <div className="field__control">
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          {...native}
          ref={input}
          id={inputId}
          className="field__input"
          value={value}
          disabled={disabled}
          required={mandatory}
          aria-invalid={showIssue ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onFocus={timing.onFocus}
          onBlur={timing.onBlur}
        />
      </div>
      {refusal !== null ? (
        <p className="field__error" id={errorId} role="alert">
          {refusal}
        </p>
      ) : showIssue && issue ? (
        <p className="field__error" id={errorId}>
          {intl.formatMessage({ id: issue.messageId }, issue.values)}
        </p>
      ) : null}
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
