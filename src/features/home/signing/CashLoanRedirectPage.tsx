import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { isSessionRejection } from '@domain/errors';
import { asApiError } from '@state/errors';
import { openGenericErrorDialog } from '@state/notify';
import { useLatestAnswer } from '@state/use-latest-answer';
import { Spinner } from '@ui/Spinner';
import { cashLoanUrl } from '../state';

/**
 * The external redirect route to the cash-loan site: asks for a one-time code and goes there with
 * code, sid, the tracking parameters and from=GMA for the partner app. A failure shows the
 * generic error dialog (platform document, section 8).
 */
export function CashLoanRedirectPage() {
  const [params] = useSearchParams();
  useLatestAnswer(params.toString(), cashLoanUrl, (answer) => {
    if (answer.status === 'done') window.location.replace(answer.value);
    // A rejected session sends the user to sign in instead.
    else if (!isSessionRejection(asApiError(answer.error))) openGenericErrorDialog();
  });
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
