import { FormattedMessage, useIntl } from 'react-intl';
import { formatRupiah } from '@domain/money';
import type { CatchupOption, CatchupType } from '@domain/lending/catchup';
import { AmountField } from '@ui/AmountField';
import '@ui/option-cards.css';

interface CatchupTypeFieldProps {
  options: readonly CatchupOption[];
  value: CatchupType | null;
  onChange: (type: CatchupType) => void;
  partial: { min: number; max: number } | null;
  partialDigits: string;
  onPartialChange: (digits: string) => void;
  /** Already in the user's language. */
  partialError: string | null;
  typeError: string | null;
  /** An order's early repayment words "everything" as the order. */
  isOrder: boolean;
}

/** The catch-up types offered, each with what it pays; "another amount" opens the amount field. */
export function CatchupTypeField(props: CatchupTypeFieldProps) {
  const { options, value, onChange, partial, partialDigits, onPartialChange, partialError, typeError, isOrder } = props;
  const intl = useIntl();
  return (
    <fieldset className="option-cards" aria-describedby={typeError ? 'repayment-type-error' : undefined}>
      <legend>
        <FormattedMessage id="repayment.choose.typeLegend" />
      </legend>
      {options.map((option) => {
        const id = `repayment-type-${option.catchupType}`;
        const labelId =
          option.catchupType === 'ALL_DUES' && isOrder ? 'repayment.type.ALL_DUES.order' : `repayment.type.${option.catchupType}`;
        const hint =
          option.catchupType === 'PARTIAL' && partial
            ? intl.formatMessage({ id: 'repayment.type.PARTIAL.hint' }, { min: formatRupiah(partial.min), max: formatRupiah(partial.max) })
            : intl.formatMessage({ id: `${labelId}.hint` });
        return (
          <div key={option.catchupType} className={`option-card${value === option.catchupType ? ' option-card--checked' : ''}`}>
            <input
              type="radio"
              id={id}
              name="catchupType"
              value={option.catchupType}
              checked={value === option.catchupType}
              onChange={() => onChange(option.catchupType)}
              aria-describedby={`${id}-hint`}
            />
            <label htmlFor={id}>
              <span className="repayment-option__name">
                <FormattedMessage id={labelId} />
              </span>
              {option.catchupType !== 'PARTIAL' ? <span className="repayment-option__amount">{formatRupiah(option.amount)}</span> : null}
            </label>
            <p className="repayment-option__hint" id={`${id}-hint`}>
              {hint}
            </p>
            {option.catchupType === 'PARTIAL' && value === 'PARTIAL' ? (
              <div className="repayment-option__amount-field">
                <AmountField
                  label={intl.formatMessage({ id: 'repayment.partial.label' })}
                  digits={partialDigits}
                  onChange={onPartialChange}
                  error={partialError}
                />
              </div>
            ) : null}
          </div>
        );
      })}
      {typeError ? (
        <p className="field__error" id="repayment-type-error">
          {typeError}
        </p>
      ) : null}
    </fieldset>
  );
}
