import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { dataWorker } from '../../../data/bridge';
import { openGenericErrorDialog } from '@state/notify';
import { isSessionRejection } from '@domain/errors';
import { asApiError } from '@state/errors';
import { Spinner } from '@ui/Spinner';

/**
 * The external redirect route to the cash-loan site: asks for a one-time code and goes there with
 * code, sid, the tracking parameters and from=GMA for the partner app. A failure shows the
 * generic error dialog (platform document, section 8).
 */
export function CashLoanRedirectPage() {
  const [params] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    dataWorker()
      .products.cashLoanUrl(Object.fromEntries(params.entries()))
      .then((url) => {
        if (!cancelled) window.location.replace(url);
      })
      .catch((error: unknown) => {
        if (cancelled || isSessionRejection(asApiError(error))) return; // a rejected session sends the user to sign in
        openGenericErrorDialog();
      });
    return () => {
      cancelled = true;
    };
  }, [params]);
  return (
    <section className="card card--center" role="status">
      <Spinner />
      <p>
        <FormattedMessage id="signing.cashLoan.redirecting" />
      </p>
    </section>
  );
}

export default CashLoanRedirectPage;
