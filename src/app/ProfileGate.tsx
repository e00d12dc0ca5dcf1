import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { presentError } from '@state/errors';
import { profileAtom } from '@state/session';
import { loadProfile } from '@state/session-actions';

/** With a token, the page shows only once GET /v1/user has answered (platform route guard). */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profile = useAtomValue(profileAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (profile) return;
    let cancelled = false;
    setFailed(false);
    loadProfile().catch((error: unknown) => {
      if (cancelled) return;
      setFailed(true);
      presentError(error); // a 401/403 ends the session instead, and the sign-in page replaces this one
    });
    return () => {
      cancelled = true;
    };
  }, [profile, attempt]);

  // After a failure, the network coming back is the obvious moment to try again.
  useEffect(() => {
    if (!failed) return;
    const retry = (): void => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  if (profile) return <>{children}</>;
  if (failed) {
    return (
      <section className="card card--center">
        <p>
          <FormattedMessage id="profile.loadFailed" />
        </p>
        <Button onClick={() => setAttempt((n) => n + 1)}>
          <FormattedMessage id="common.retry" />
        </Button>
      </section>
    );
  }
  return (
    <div className="page-pending">
      <div className="card card--center">
        <Spinner />
      </div>
    </div>
  );
}
