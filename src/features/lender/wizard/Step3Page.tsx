import { useIntl } from 'react-intl';
import { BankCombobox } from './BankCombobox';
import { DataConfirmation } from './DataConfirmation';
import { DraftTextField, FieldGroup } from './fields';
import { PersonFields } from './PersonFields';
import { useLenderApplication } from './lender-draft';
import { WizardForm } from './WizardForm';
import { WizardFrame } from './WizardFrame';
import { PHONE_INPUT_MAX_LENGTH } from '@domain/phone';

/** /lender/step3: the authorised representative, the bank account and the data-correctness confirmation. */
export default function Step3Page() {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  return (
    <WizardFrame step={3} titleId="lender.step3.title" exit={{ kind: 'back', to: '/lender/step2', replace: false }}>
      <WizardForm step={3}>
        <FieldGroup titleId="lender.step3.representative">
          <p className="muted lender-group__intro">{intl.formatMessage({ id: 'lender.step3.representativeIntro' })}</p>
          <DraftTextField
            name="authorizedRepresentativeEmail"
            labelId="lender.field.email"
            type="email"
            inputMode="email"
            autoComplete="off"
          />
          <DraftTextField
            name="authorizedRepresentativePhone"
            labelId="lender.field.phone"
            type="tel"
            inputMode="tel"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint={intl.formatMessage({ id: 'lender.field.phoneHint' })}
            autoComplete="off"
          />
          <PersonFields person="authorizedRepresentative" />
        </FieldGroup>
        <FieldGroup titleId="lender.step3.bank">
          <BankCombobox
            label={intl.formatMessage({ id: 'lender.field.bank' })}
            value={draft.bankAccountBankCode}
            onChange={(code) => change({ bankAccountBankCode: code })}
          />
          <DraftTextField name="bankAccountBankAccountNumber" labelId="lender.field.accountNumber" inputMode="numeric" autoComplete="off" />
          <DraftTextField name="bankAccountBankAccountName" labelId="lender.field.accountName" autoComplete="off" />
        </FieldGroup>
        <DataConfirmation checked={draft.dataConfirmed} onChange={(checked) => change({ dataConfirmed: checked })} />
      </WizardForm>
    </WizardFrame>
  );
}
