import { FormattedMessage } from 'react-intl';
import { OTHER_BANK, VA_BANKS, vaBankLabelKey, type VaBank } from '@domain/lending/banks';
import '../../option-cards.css';
import './va.css';

interface BankFieldProps {
  value: VaBank | null;
  onChange: (bank: VaBank) => void;
  /** Already in the user's language. */
  error: string | null;
}

/** The five VA banks; Permata is "other bank", for a user whose bank is not listed. */
export function BankField({ value, onChange, error }: BankFieldProps) {
  return (
    <fieldset className="option-cards repayment-banks" aria-describedby={error ? 'repayment-bank-error' : undefined}>
      <legend>
        <FormattedMessage id="lending.bank.legend" />
      </legend>
      <div className="repayment-banks__grid">
        {VA_BANKS.map((bank) => {
          const id = `repayment-bank-${bank}`;
          const other = bank === OTHER_BANK;
          return (
            <div
              key={bank}
              className={`option-card repayment-bank${other ? ' repayment-bank--other' : ''}${value === bank ? ' option-card--checked' : ''}`}
            >
              <input
                type="radio"
                id={id}
                name="bankName"
                value={bank}
                checked={value === bank}
                onChange={() => onChange(bank)}
                // Marked while unchosen after a refused submit: a form's refusal puts the user on the first bank.
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [other ? `${id}-hint` : null, error ? 'repayment-bank-error' : null].filter(Boolean).join(' ') || undefined
                }
              />
              <label htmlFor={id}>
                <span className="repayment-option__name">
                  <FormattedMessage id={vaBankLabelKey(bank)} />
                </span>
              </label>
              {other ? (
                <p className="repayment-option__hint" id={`${id}-hint`}>
                  <FormattedMessage id="lending.bank.otherBank.hint" />
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id="repayment-bank-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
