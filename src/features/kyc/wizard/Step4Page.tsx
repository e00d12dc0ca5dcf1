import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { kycPath, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { profileAtom } from '@state/session';
import { LoadingCard } from '@ui/Spinner';
import { OutcomeCard } from '../review/OutcomeCard';
import { ChooseServiceFirst } from './ChooseServiceFirst';
import { ReviewIllustration } from './ReviewIllustration';
import { useKycContext } from './useKycContext';
import { useKycWizard } from './useKycWizard';
import './wizard.css';

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
  const kycStatus = profile?.kycStatus ?? 'NEW';

  if (kycStatus === 'NEW') {
    if (draft.status === 'loading') {
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
      <Link className="btn btn--primary btn--block" to={kycPath('progress', product)}>
        <FormattedMessage id="kyc.step4.seeStatus" />
      </Link>
      <Link className="btn btn--text btn--block" to="/">
        <FormattedMessage id="kyc.outcome.backHome" />
      </Link>
    </OutcomeCard>
  );
}
