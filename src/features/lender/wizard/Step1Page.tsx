import { useIntl } from 'react-intl';
import { INTERNET_BASED_VALUES, LEGAL_ENTITY_TYPES, SECTORS } from '@domain/lender/application';
import { AddressFields } from './AddressFields';
import { DraftAmountField, DraftDateField, DraftRadioGroup, DraftSelect, DraftTextField, FieldGroup } from './fields';
import { WizardForm } from './WizardForm';
import { WizardFrame } from './WizardFrame';

/** /lender/step1: the legal entity (identification, financial information, registered address). */
export default function Step1Page() {
  const intl = useIntl();
  return (
    <WizardFrame step={1} titleId="lender.step1.title" exit={{ kind: 'close' }}>
      <WizardForm step={1}>
        <FieldGroup titleId="lender.step1.identification">
          <DraftTextField name="legalEntityName" labelId="lender.field.legalEntityName" autoComplete="organization" />
          <DraftSelect
            name="legalEntityType"
            labelId="lender.field.legalEntityType"
            options={LEGAL_ENTITY_TYPES}
            optionPrefix="lender.entityType"
          />
          <DraftTextField name="registrationCode" labelId="lender.field.registrationCode" autoComplete="off" />
          <DraftTextField
            name="businessLicenseNumber"
            labelId="lender.field.businessLicenseNumber"
            hint={intl.formatMessage({ id: 'lender.field.optional' })}
            autoComplete="off"
          />
          <DraftTextField name="taxIdentificationNumber" labelId="lender.field.taxIdentificationNumber" autoComplete="off" />
          <DraftTextField name="placeOfIncorporation" labelId="lender.field.placeOfIncorporation" autoComplete="off" />
          <DraftDateField name="dateOfIncorporation" labelId="lender.field.dateOfIncorporation" />
          <DraftTextField name="entityOwnership" labelId="lender.field.entityOwnership" autoComplete="off" />
          <DraftSelect name="sector" labelId="lender.field.sector" options={SECTORS} optionPrefix="lender.sector" />
        </FieldGroup>
        <FieldGroup titleId="lender.step1.financial">
          <DraftAmountField name="averageRevenuePerMonth" labelId="lender.field.averageRevenuePerMonth" />
          <DraftAmountField name="totalAssets" labelId="lender.field.totalAssets" />
          <DraftRadioGroup
            name="isInternetBased"
            labelId="lender.field.isInternetBased"
            options={INTERNET_BASED_VALUES}
            optionPrefix="lender.internetBased"
          />
        </FieldGroup>
        <AddressFields owner="legalEntity" titleId="lender.step1.address" />
      </WizardForm>
    </WizardFrame>
  );
}
