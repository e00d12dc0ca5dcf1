import { useNavigate } from 'react-router-dom';
import { Spinner } from '@ui/Spinner';
import { showFlash } from '@state/notify';
import { signOut } from '@state/session-actions';
import { useOnceWhen } from '@state/use-once';

/** Clears the session everywhere, says so, and goes to /. */
export function LogoutPage() {
  const navigate = useNavigate();
  useOnceWhen(true, () => {
    signOut()
      .catch((error: unknown) => console.warn('Logout incomplete', error))
      .finally(() => {
        showFlash({ id: 'logout.done' }, 'success');
        navigate('/', { replace: true });
      });
  });
  return (
    <div className="card card--center">
      <Spinner />
    </div>
  );
}

export default LogoutPage;
