import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ui/Button';
import { LoadingCard } from '@ui/Spinner';
import { useRetryWhenReachable } from '@state/connectivity';
import { presentError } from '@state/errors';
import { profileAtom } from '@state/session';
import { loadMissingProfile } from '@state/session-actions';
import { useLatestAnswer } from '@state/use-latest-answer';

/** Loads the profile while there is none (the input of the load: whether one is needed). */
const loadWhenMissing = (missing: boolean): Promise<void> => (missing ? loadMissingProfile() : Promise.resolve());

/** With a token, the page shows only once GET /v1/user has answered (platform route guard). */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profile = useAtomValue(profileAtom);
  const { answer, askAgain } = useLatestAnswer(profile === null, loadWhenMissing, (settled) => {
    // A 401/403 ends the session instead, and the sign-in page replaces this one.
    if (settled.status === 'failed') presentError(settled.error);
  });
  const failed = !profile && answer.status === 'failed';

  // After a failure, the platform coming back is the obvious moment to try again.
  useRetryWhenReachable(failed, askAgain);

  if (profile) return <>{children}</>;
  if (failed) {
    return (
      <section className="card card--center">
        <p>
          <FormattedMessage id="profile.loadFailed" />
        </p>
        <Button onClick={askAgain}>
          <FormattedMessage id="common.retry" />
        </Button>
      </section>
    );
  }
  return (
    <div className="page-pending">
      <LoadingCard />
    </div>
  );
}
