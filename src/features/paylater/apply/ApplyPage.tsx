import { FormattedMessage } from 'react-intl';
import { useApplyOutcome } from '@state/apply';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { EntryCard } from '../home/EntryCard';
import { PAYLATER_ERRORS, applyForPaylater } from '../state';
import '@ui/money.css';

/**
 * /paylater/apply (the home's "Apply now", and the retry after a KYC rejection): applies on arrival
 * and goes on to the step the answer leads to; a rejection with its rest period, or not being
 * eligible, is shown here.
 */
export default function ApplyPage() {
  const { outcome, retry } = useApplyOutcome(applyForPaylater, PAYLATER_ERRORS);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.apply.title" />
      </PageTitle>
      {outcome.kind === 'applying' ? (
        <div className="card card--center">
          <Spinner />
          <p>
            <FormattedMessage id="paylater.apply.sending" />
          </p>
        </div>
      ) : outcome.kind === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.apply.failed" />} onRetry={retry} />
      ) : (
        <EntryCard step={outcome.step} />
      )}
    </div>
  );
}
