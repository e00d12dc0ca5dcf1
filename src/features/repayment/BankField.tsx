import { FormattedMessage } from 'react-intl';
import { OTHER_BANK, VA_BANKS, vaBankLabelKey, type VaBank } from '@domain/repayment/banks';
import '@ui/option-cards.css';

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
        <FormattedMessage id="repayment.bank.legend" />
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
                aria-describedby={other ? `${id}-hint` : undefined}
              />
              <label htmlFor={id}>
                <span className="repayment-option__name">
                  <FormattedMessage id={vaBankLabelKey(bank)} />
                </span>
              </label>
              {other ? (
                <p className="repayment-option__hint" id={`${id}-hint`}>
                  <FormattedMessage id="repayment.bank.otherBank.hint" />
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
