import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFieldMessageTiming } from '@ui/form-validation';

/** Step 3's data-correctness confirmation: required, and says so once left or after continue. */
export function DataConfirmation({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  const errorId = useId();
  const timing = useFieldMessageTiming(checked ? 'yes' : '');
  const showIssue = !checked && timing.show;
  return (
    <div className={showIssue ? 'field--invalid' : undefined}>
      <label className="lender-confirm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onFocus={timing.onFocus}
          onBlur={timing.onBlur}
          required
          aria-required="true"
          aria-invalid={showIssue ? true : undefined}
          aria-describedby={showIssue ? errorId : undefined}
        />
        <span>{intl.formatMessage({ id: 'lender.step3.confirm' })}</span>
      </label>
      {showIssue ? (
        <p className="field__error" id={errorId}>
          {intl.formatMessage({ id: 'lender.step3.confirmRequired' })}
        </p>
      ) : null}
    </div>
  );
}
