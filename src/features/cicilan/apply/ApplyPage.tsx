import { FormattedMessage } from 'react-intl';
import { useApplyOutcome } from '@state/apply';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { EntryCard } from '../home/EntryCard';
import { CICILAN_ERRORS, applyForCicilan } from '../state';
import '@ui/money.css';

/**
 * /cicilan/apply (the home card's "Apply now" for cicilan): applies with paylater_cicilan on arrival
 * and goes on to the step the answer leads to; a refusal is shown here.
 */
export default function ApplyPage() {
  const { outcome, retry } = useApplyOutcome(applyForCicilan, CICILAN_ERRORS);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.apply.title" />
      </PageTitle>
      {outcome.kind === 'applying' ? (
        <div className="card card--center">
          <Spinner />
          <p>
            <FormattedMessage id="cicilan.apply.sending" />
          </p>
        </div>
      ) : outcome.kind === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="cicilan.apply.failed" />} onRetry={retry} />
      ) : (
        <EntryCard step={outcome.step} />
      )}
    </div>
  );
}
