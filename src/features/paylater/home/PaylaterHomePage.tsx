import { FormattedMessage } from 'react-intl';
import { useProductStep } from '@state/product-home';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { LoadingCard } from '@ui/Spinner';
import { PAYLATER_ERRORS, paylaterProfile } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';
import '@ui/money.css';

/**
 * /gopaylater/ab: the pay-later home once activated; before that, where the user's application
 * stands and the one step that leads on (apply, review, SLIK, the GoPay Plus consent before the
 * contract, or the rest period). Offline, the home as this device last saw it, "as of" its time.
 */
export default function PaylaterHomePage() {
  const { state: step, retry } = useProductStep('paylater');
  // Read with the account, not after it: the profile's request goes out as the page arrives.
  const profile = useAnswer(paylaterProfile, 'profile', PAYLATER_ERRORS);
  const failed = <FormattedMessage id="paylater.home.loadFailed" />;
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.home.title" />
      </PageTitle>
      {step.status === 'loading' ? (
        <LoadingCard />
      ) : step.status === 'failed' ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : step.step.kind !== 'home' ? (
        <EntryCard step={step.step} />
      ) : (
        <RemoteContent state={profile.remote} onRetry={profile.retry} failedMessage={failed}>
          {(data) => (
            <>
              <KeptNoticeOf state={profile.state} />
              <Dashboard profile={data} />
            </>
          )}
        </RemoteContent>
      )}
    </div>
  );
}
