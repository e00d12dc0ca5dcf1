import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@ui/Spinner';
import { showFlash } from '@state/notify';
import { signOut } from '@state/session-actions';

/** Clears the session everywhere, says so, and goes to /. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    signOut()
      .catch((error: unknown) => console.warn('Logout incomplete', error))
      .finally(() => {
        showFlash({ id: 'logout.done' }, 'success');
        navigate('/', { replace: true });
      });
  }, [navigate]);
  return (
    <div className="card card--center">
      <Spinner />
    </div>
  );
}

export default LogoutPage;
