/** The wizard's controls, each bound to one field of the draft and its rules. */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_FIELD_RULES, isChoiceValid, storedTextValue, type ChoiceFieldName, type TextFieldName } from '@domain/lender/application';
import { EARLIEST_DATE_ISO, isoDateToTyped, typedDateToIso } from '@domain/typed-date';
import { runValidators } from '@domain/validation';
import { AmountField } from '@ui/AmountField';
import { REQUIRED_MESSAGE_ID, useFieldMessageTiming } from '@ui/form-validation';
import { Select } from '@ui/Select';
import { TextField, type TextFieldProps } from '@ui/TextField';
import { useFormat } from '@ui/useFormat';
import { jakartaToday, useLenderApplication } from './lender-draft';

type NativeProps = Pick<TextFieldProps, 'inputMode' | 'autoComplete' | 'type' | 'maxLength' | 'placeholder' | 'prefix' | 'hint'>;

interface DraftTextFieldProps extends NativeProps {
  name: TextFieldName;
  /** Catalogue id of the label. */
  labelId: string;
}

export function DraftTextField({ name, labelId, ...native }: DraftTextFieldProps) {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  const rule = TEXT_FIELD_RULES[name];
  return (
    <TextField
      {...native}
      name={name}
      label={intl.formatMessage({ id: labelId })}
      value={draft[name]}
      onChange={(raw) => change({ [name]: storedTextValue(name, raw) })}
      validators={rule.validators(jakartaToday())}
      mandatory={rule.mandatory}
    />
  );
}

/** Rupiah grouped as it is typed ("1.250.000"); the draft keeps the digits alone. */
export function DraftAmountField({ name, labelId }: { name: TextFieldName; labelId: string }) {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  const rule = TEXT_FIELD_RULES[name];
  const value = draft[name];
  const timing = useFieldMessageTiming(value);
  const { valid, issue } = runValidators(value, rule.validators(jakartaToday()), rule.mandatory);
  const message = issue ?? (valid ? null : { messageId: REQUIRED_MESSAGE_ID });
  return (
    <AmountField
      name={name}
      label={intl.formatMessage({ id: labelId })}
      digits={value}
      onChange={(digits) => change({ [name]: storedTextValue(name, digits) })}
      error={message && timing.show ? intl.formatMessage({ id: message.messageId }, message.values) : null}
      mandatory={rule.mandatory}
      onFocus={timing.onFocus}
      onBlur={timing.onBlur}
    />
  );
}

/**
 * The browser's own date picker (accessible, localised, a calendar on phones); the draft keeps
 * DD/MM/YYYY as it always has, so drafts saved before stay good. The picker writes the date in the
 * browser's order (02/28/1986 on a phone set to English), so the chosen date is also spelled out
 * in the app's language under the field.
 */
export function DraftDateField({ name, labelId }: { name: TextFieldName; labelId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const { draft, change } = useLenderApplication();
  const today = jakartaToday();
  const typedRules = TEXT_FIELD_RULES[name].validators(today);
  // The rules read DD/MM/YYYY; the input speaks YYYY-MM-DD.
  const validators = typedRules.map((validate) => (iso: string) => validate(isoDateToTyped(iso)));
  const chosen = typedDateToIso(draft[name]);
  return (
    <TextField
      name={name}
      type="date"
      label={intl.formatMessage({ id: labelId })}
      value={chosen ?? ''}
      hint={chosen ? intl.formatMessage({ id: 'lender.field.dateChosen' }, { date: format.date(chosen) }) : undefined}
      onChange={(iso) => change({ [name]: isoDateToTyped(iso) })}
      validators={validators}
      mandatory
      min={EARLIEST_DATE_ISO}
      max={today}
      autoComplete="off"
    />
  );
}

interface DraftSelectProps {
  name: ChoiceFieldName;
  labelId: string;
  options: readonly string[];
  /** Catalogue id prefix of each option's label: `${optionPrefix}.${value}`. */
  optionPrefix: string;
}

export function DraftSelect({ name, labelId, options, optionPrefix }: DraftSelectProps) {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  return (
    <Select
      label={intl.formatMessage({ id: labelId })}
      value={draft[name]}
      onChange={(value) => change({ [name]: value })}
      options={options.map((value) => ({ value, label: intl.formatMessage({ id: `${optionPrefix}.${value}` }) }))}
      mandatory
    />
  );
}

export function DraftRadioGroup({ name, labelId, options, optionPrefix }: DraftSelectProps) {
  const intl = useIntl();
  const groupName = useId();
  const { draft, change } = useLenderApplication();
  const timing = useFieldMessageTiming(draft[name]);
  const showIssue = !isChoiceValid(name, draft[name]) && timing.show;
  const errorId = `${groupName}-error`;
  return (
    <fieldset
      className={showIssue ? 'field field--invalid lender-radios' : 'field lender-radios'}
      aria-describedby={showIssue ? errorId : undefined}
    >
      <legend className="field__label">
        {intl.formatMessage({ id: labelId })}
        <span className="field__asterisk" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {options.map((value) => (
        <label key={value} className="lender-radios__option">
          <input
            type="radio"
            required
            name={groupName}
            value={value}
            checked={draft[name] === value}
            aria-invalid={showIssue ? true : undefined}
            onChange={() => change({ [name]: value })}
            onFocus={timing.onFocus}
            onBlur={timing.onBlur}
          />
          <span>{intl.formatMessage({ id: `${optionPrefix}.${value}` })}</span>
        </label>
      ))}
      {showIssue ? (
        <p className="field__error" id={errorId}>
          {intl.formatMessage({ id: REQUIRED_MESSAGE_ID })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled group of fields inside a step. */
export function FieldGroup({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="lender-group" aria-labelledby={id}>
      <h2 id={id} className="lender-group__title">
        {intl.formatMessage({ id: titleId })}
      </h2>
      {children}
    </section>
  );
}
