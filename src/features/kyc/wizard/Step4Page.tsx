import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { kycPath, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { useEffect } from 'react';
import { profileAtom } from '@state/session';
import { useSendState } from '@state/use-send-state';
import { LoadingCard } from '@ui/Spinner';
import { confirmationSend, forgetConfirmationSend } from '../state';
import { OutcomeCard } from '../review/OutcomeCard';
import { ChooseServiceFirst } from './ChooseServiceFirst';
import { ReviewIllustration } from './ReviewIllustration';
import { useKycContext } from './useKycContext';
import { useKycWizard } from './useKycWizard';
import './wizard.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /kyc/step4: application verification after the confirming step. Also the home card's link
 * (a checkpoint): a user who has not submitted yet resumes at the step where they stopped.
 */
export default function Step4Page() {
  const { product, entryPoint } = useKycContext();
  if (!product) return <ChooseServiceFirst />;
  return <Step4 product={product} entryPoint={entryPoint} />;
}

function Step4({ product, entryPoint }: { product: KycProduct; entryPoint: KycEntryPoint }) {
  const profile = useAtomValue(profileAtom);
  const { draft } = useKycWizard({ product, step: 4, entryPoint });
  const { send } = useSendState(() => confirmationSend(product), product);
  // This device's confirmation, answered, stands for the platform's status until the profile says
  // so itself (offline after a kill, the stored profile is older than the confirmation).
  const sentHere = send?.state === 'answered';
  const kycStatus = profile?.kycStatus === 'NEW' && sentHere ? 'KYC_SUBMITTED' : (profile?.kycStatus ?? 'NEW');
  // Reviewed (approved, rejected...): the wizard may be gone through again, and the device's record
  // of the confirmation (which sends steps 1 to 3 here) is done with.
  const reviewed = profile !== null && profile.kycStatus !== 'NEW' && profile.kycStatus !== 'KYC_SUBMITTED';
  useEffect(() => {
    if (reviewed && sentHere) void forgetConfirmationSend(product).catch(() => undefined);
  }, [reviewed, sentHere, product]);

  if (kycStatus === 'NEW') {
    if (draft.status === 'loading' || send === null) {
      return <LoadingCard />;
    }
    return <Navigate to={kycPath(draft.value.step === 4 ? 3 : draft.value.step, product, { entry_point: 'checkpoint' })} replace />;
  }
  if (kycStatus !== 'KYC_SUBMITTED') return <Navigate to={kycPath('progress', product)} replace />;

  return (
    <OutcomeCard image={<ReviewIllustration />} titleId="kyc.step4.title" bodyId="kyc.step4.body">
      <p className="muted">
        <FormattedMessage id="kyc.step4.hint" />
      </p>
      <LinkButton to={kycPath('progress', product)} messageId="kyc.step4.seeStatus" block />
      <LinkButton to="/" messageId="kyc.outcome.backHome" variant="text" block />
    </OutcomeCard>
  );
}
