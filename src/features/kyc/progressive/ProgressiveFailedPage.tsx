import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { failureReason } from '@domain/kyc/progressive/outcome';
import { progressivePath, regularKycPath, useProgressiveProduct } from './useProgressiveProduct';
import './progressive.css';
import { LinkButton } from '@ui/LinkButton';

/** /kyc/progressive/failed?reason=attempts|quota|ineligible: what happened and the way on (regular KYC with photos). */
export default function ProgressiveFailedPage() {
  const product = useProgressiveProduct();
  const [params] = useSearchParams();
  const reason = failureReason(params.get('reason'));
  return (
    <section className="card pkyc" aria-labelledby="pkyc-failed-title">
      <h1 id="pkyc-failed-title" tabIndex={-1}>
        <FormattedMessage id={`kycProgressive.failed.${reason}.title`} />
      </h1>
      <p className="muted">
        <FormattedMessage id={`kycProgressive.failed.${reason}.body`} />
      </p>
      <div className="pkyc-actions">
        <LinkButton to={regularKycPath(product)} messageId="kycProgressive.usePhotos" block />
        {reason === 'attempts' ? (
          <LinkButton to={progressivePath(product)} messageId="kycProgressive.failed.tryAgain" variant="secondary" block />
        ) : (
          <LinkButton to="/" messageId="kycProgressive.failed.home" variant="secondary" block />
        )}
      </div>
    </section>
  );
}
