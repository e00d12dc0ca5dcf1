import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ui/Button';
import { LoadingCard } from '@ui/Spinner';
import { useRetryWhenReachable } from '@state/connectivity';
import { presentError } from '@state/errors';
import { keptProfileAtom, profileAtom } from '@state/session';
import { appStore } from '@state/store';
import { loadMissingProfile } from '@state/session-actions';
import { useLatestAnswer } from '@state/use-latest-answer';

/** Loads the profile while there is none, or only this device's copy (the input of the load: whether one is needed). */
const loadWhenMissing = (missing: boolean): Promise<void> => (missing ? loadMissingProfile() : Promise.resolve());

/**
 * With a token, the page shows once there is a profile (platform route guard): the platform's answer
 * to GET /v1/user, or on a warm start the one this device kept, shown at once while that answer is
 * on its way (it replaces the copy; a session it finds ended sends the user to sign in).
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profile = useAtomValue(profileAtom);
  const kept = useAtomValue(keptProfileAtom) !== null;
  const { answer, askAgain } = useLatestAnswer(profile === null || kept, loadWhenMissing, (settled) => {
    // A 401/403 ends the session instead, and the sign-in page replaces this one. Over a kept copy the
    // page already says what it shows.
    if (settled.status === 'failed' && !appStore.get(keptProfileAtom)) presentError(settled.error);
  });
  const failed = !profile && answer.status === 'failed';

  // After a failure, or while the kept copy is shown, the platform coming back is the moment to ask again.
  useRetryWhenReachable(failed || (kept && answer.status !== 'pending'), askAgain);

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
