import { useNavigate } from 'react-router-dom';
import { PERSONAL_FIELDS } from '@domain/kyc/details';
import { kycPath, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { presentError } from '@state/errors';
import { LoadingCard } from '@ui/Spinner';
import { ChooseServiceFirst } from './ChooseServiceFirst';
import { saveStep } from '../state';
import { StepForm } from './StepForm';
import { StepHeader } from './StepHeader';
import { SentGate } from './SentGate';
import { useKycContext } from './useKycContext';
import { useKycWizard } from './useKycWizard';
import './wizard.css';
import { LinkButton } from '@ui/LinkButton';

/** /kyc/step2: personal information. Saves (confirm=false), then goes on to step 3. */
export default function Step2Page() {
  const { product, entryPoint } = useKycContext();
  if (!product) return <ChooseServiceFirst />;
  return (
    <SentGate product={product}>
      <Step2 product={product} entryPoint={entryPoint} />
    </SentGate>
  );
}

function Step2({ product, entryPoint }: { product: KycProduct; entryPoint: KycEntryPoint }) {
  const navigate = useNavigate();
  const { draft } = useKycWizard({ product, step: 2, entryPoint });
  if (draft.status === 'loading') {
    return <LoadingCard />;
  }
  const form = draft.value.form;
  return (
    <section className="card kyc-step">
      <StepHeader step={2} titleId="kyc.step2.title" subtitleId="kyc.step2.subtitle" />
      <StepForm
        labelledBy="kyc-step-title"
        fields={PERSONAL_FIELDS}
        form={form}
        onFieldChange={(field, value) => draft.update((previous) => ({ ...previous, form: { ...previous.form, [field]: value } }))}
        submitId="kyc.wizard.next"
        onSubmit={async () => {
          try {
            await saveStep(product, form, false);
            draft.update((previous) => ({ ...previous, step: 3 }));
            await draft.flush();
            navigate(kycPath(3, product));
          } catch (error) {
            // The answers stay in the form and in the draft; the user can try again.
            presentError(error, { flow: 'default', product });
          }
        }}
      />
      <LinkButton to={kycPath(1, product)} messageId="kyc.wizard.back" variant="text" block />
    </section>
  );
}
