import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { failureReason } from '@domain/kyc/progressive/outcome';
import { progressivePath, regularKycPath, useProgressiveProduct } from './useProgressiveProduct';
import './progressive.css';

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
        <Link className="btn btn--primary btn--block" to={regularKycPath(product)}>
          <FormattedMessage id="kycProgressive.usePhotos" />
        </Link>
        {reason === 'attempts' ? (
          <Link className="btn btn--secondary btn--block" to={progressivePath(product)}>
            <FormattedMessage id="kycProgressive.failed.tryAgain" />
          </Link>
        ) : (
          <Link className="btn btn--secondary btn--block" to="/">
            <FormattedMessage id="kycProgressive.failed.home" />
          </Link>
        )}
      </div>
    </section>
  );
}
