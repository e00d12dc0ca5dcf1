/** The wizard's controls, each bound to one field of the draft and its rules. */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_FIELD_RULES, storedTextValue, type ChoiceFieldName, type TextFieldName } from '@domain/lender/application';
import { formatTypedRupiah } from '@domain/money';
import { formatTypedDate } from '@domain/typed-date';
import { Select } from '@ui/Select';
import { TextField, type TextFieldProps } from '@ui/TextField';
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

/** Rupiah typed as digits; the amount is read back below with its thousands separators. */
export function DraftAmountField({ name, labelId }: { name: TextFieldName; labelId: string }) {
  const intl = useIntl();
  const { draft } = useLenderApplication();
  const reads = formatTypedRupiah(draft[name]);
  return (
    <DraftTextField
      name={name}
      labelId={labelId}
      prefix="Rp"
      inputMode="numeric"
      autoComplete="off"
      {...(reads ? { hint: intl.formatMessage({ id: 'lender.field.amountReads' }, { amount: reads }) } : {})}
    />
  );
}

/** DD/MM/YYYY as typed; the slashes come by themselves. */
export function DraftDateField({ name, labelId }: { name: TextFieldName; labelId: string }) {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  return (
    <TextField
      name={name}
      label={intl.formatMessage({ id: labelId })}
      value={draft[name]}
      onChange={(raw) => change({ [name]: formatTypedDate(raw) })}
      validators={TEXT_FIELD_RULES[name].validators(jakartaToday())}
      mandatory
      inputMode="numeric"
      placeholder={intl.formatMessage({ id: 'lender.field.datePlaceholder' })}
      hint={intl.formatMessage({ id: 'lender.field.dateHint' })}
      maxLength={10}
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
  return (
    <fieldset className="field lender-radios">
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
            onChange={() => change({ [name]: value })}
          />
          <span>{intl.formatMessage({ id: `${optionPrefix}.${value}` })}</span>
        </label>
      ))}
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
