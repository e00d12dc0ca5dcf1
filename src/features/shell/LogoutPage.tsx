import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingCard } from '@ui/Spinner';
import { showFlash } from '@state/notify';
import { signOut } from '@state/session-actions';
import { setSignedOutFlag } from '@state/signed-out-flag';
import { useOnceWhen } from '@state/use-once';

/**
 * Clears the session everywhere, sets the signed-out flag (src/state/signed-out-flag.ts: what it
 * gates), says so, and goes to /. Reached from the home's confirmation
 * (`?files=wipe` when the user chose to delete their unsent files, `?everywhere=true` to sign out
 * on every device) or directly, e.g. by a partner
 * app: then unsent files are kept for the user's next sign-in, the choice that loses nothing.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  useOnceWhen(true, () => {
    setSignedOutFlag();
    const everywhere = query.get('everywhere') === 'true';
    signOut(query.get('files') === 'wipe' ? 'wipe' : 'keep', everywhere)
      .then(
        // Signed out here in any case; "everywhere" unconfirmed (offline) must not be claimed.
        (result) => {
          if (!result.everywhere) showFlash({ id: 'logout.done' }, 'success');
          else if (result.signedOutElsewhere) showFlash({ id: 'logout.doneEverywhere' }, 'success');
          else showFlash({ id: 'logout.everywhereNotReached' }, 'error');
        },
        (error: unknown) => {
          console.warn('Logout incomplete', error);
          showFlash({ id: 'logout.done' }, 'success');
        },
      )
      .finally(() => navigate('/', { replace: true }));
  });
  return <LoadingCard />;
}

export default LogoutPage;
