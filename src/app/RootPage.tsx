import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { sessionAtom } from '../state/session';
import { Spinner } from '../ui/Spinner';
import { SplashIllustration } from '../ui/SplashIllustration';
import { ProfileGate } from './ProfileGate';
import { useRememberSourceInfo } from './useRememberSourceInfo';

const HomePage = lazy(() => import('../features/home/HomePage'));
/** Off the first chunk: the form paints first, the visitor's product cards right after. */
const SignedOutProductCards = lazy(() => import('../features/home/SignedOutProductCards'));

function PageSpinner() {
  return (
    <div className="card card--center">
      <Spinner />
    </div>
  );
}

/** `/`: sign-in for a visitor (kept in the first chunk: it is the first screen), home once signed in. */
export function RootPage() {
  const session = useAtomValue(sessionAtom);
  useRememberSourceInfo(session.status === 'anonymous');
  if (session.status === 'starting') {
    // Not yet known whether this is a visitor: the neutral splash the static shell showed.
    return (
      <>
        <SplashIllustration />
        <PageSpinner />
      </>
    );
  }
  if (session.status === 'anonymous') {
    return (
      <>
        <LoginPage />
        <Suspense fallback={null}>
          <SignedOutProductCards />
        </Suspense>
      </>
    );
  }
  return (
    <ProfileGate>
      <Suspense fallback={<PageSpinner />}>
        <HomePage />
      </Suspense>
    </ProfileGate>
  );
}
