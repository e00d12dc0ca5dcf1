import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInUrlFor } from '@domain/referrer';
import { sessionAtom } from '@state/session';
import { LoadingCard } from '@ui/Spinner';
import { ProfileGate } from './ProfileGate';
import { useRememberSourceInfo } from './useRememberSourceInfo';

/**
 * The route guard: without a token, back to / carrying where the user was going (and the
 * partner's source info is kept); with one, the page waits for the profile.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const { pathname, search } = useLocation();
  useRememberSourceInfo(session.status === 'anonymous');
  if (session.status === 'starting') {
    // Screen-tall, as the neutral frame index.html painted: the footer stays below the fold.
    return (
      <div className="page-pending">
        <LoadingCard />
      </div>
    );
  }
  if (session.status === 'anonymous') return <Navigate to={signInUrlFor(pathname, search)} replace />;
  return <ProfileGate>{children}</ProfileGate>;
}
