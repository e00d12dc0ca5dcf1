import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ConsumerProduct } from '@domain/product-journey';
import { useProductStep } from '@state/product-home';
import type { ShownAnswer } from '@state/use-answer';
import { LoadFailed } from '../LoadFailed';
import { PageTitle } from '../PageTitle';
import type { EntryStep } from '../ProductStepCard';
import { RemoteContent } from '../RemoteContent';
import { LoadingCard } from '../Spinner';
import { KeptNoticeOf } from './KeptNotice';
import '../money.css';

/**
 * A consumer product's home (pay-later, cicilan): once activated, its dashboard from the product's
 * profile answer (offline, as this device last saw it, "as of" its time); before that, where the
 * user's application stands and the one step that leads on. Messages `<product>.home.title` and
 * `<product>.home.loadFailed`.
 */
export function ProductHome<Profile>({
  product,
  profile,
  entry,
  dashboard,
}: {
  product: ConsumerProduct;
  /** The product's profile answer, read by the page as it arrives (with the account, not after it). */
  profile: ShownAnswer<Profile>;
  entry: (step: EntryStep) => ReactNode;
  dashboard: (profile: Profile) => ReactNode;
}) {
  const { state: step, retry } = useProductStep(product);
  const failed = <FormattedMessage id={`${product}.home.loadFailed`} />;
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id={`${product}.home.title`} />
      </PageTitle>
      {step.status === 'loading' ? (
        <LoadingCard />
      ) : step.status === 'failed' ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : step.step.kind !== 'home' ? (
        entry(step.step)
      ) : (
        <RemoteContent state={profile.remote} onRetry={profile.retry} failedMessage={failed}>
          {(data) => (
            <>
              <KeptNoticeOf state={profile.state} />
              {dashboard(data)}
            </>
          )}
        </RemoteContent>
      )}
    </div>
  );
}
