import { MARITAL_STATUSES } from '@domain/lender/application';
import { AddressFields } from './AddressFields';
import { DraftSelect, FieldGroup } from './fields';
import { PersonFields } from './PersonFields';
import { WizardForm } from './WizardForm';
import { WizardFrame } from './WizardFrame';

/** /lender/step2: the director. Its back arrow replaces the route with `/` (document 3). */
export default function Step2Page() {
  return (
    <WizardFrame step={2} titleId="lender.step2.title" exit={{ kind: 'back', to: '/', replace: true }}>
      <WizardForm step={2}>
        <FieldGroup titleId="lender.step2.identity">
          <PersonFields person="director" />
          <DraftSelect
            name="directorMaritalStatus"
            labelId="lender.field.maritalStatus"
            options={MARITAL_STATUSES}
            optionPrefix="lender.maritalStatus"
          />
        </FieldGroup>
        <AddressFields owner="director" titleId="lender.step2.address" />
      </WizardForm>
    </WizardFrame>
  );
}
