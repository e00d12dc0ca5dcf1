import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/sign-in/LoginPage';
import { SignedOutProductCards } from '../features/home/SignedOutProductCards';
import { sessionAtom } from '@state/session';
import { Spinner } from '@ui/Spinner';
import { SplashIllustration } from '@ui/SplashIllustration';
import { ProfileGate } from './ProfileGate';
import { useRememberSourceInfo } from './useRememberSourceInfo';

const HomePage = lazy(() => import('../features/home/HomePage'));

function PageSpinner() {
  return (
    <div className="card card--center">
      <Spinner />
    </div>
  );
}

/** The home's code on its way: as tall as the screen, like every loading state of the root page. */
function HomeLoading() {
  return (
    <div className="page-pending">
      <PageSpinner />
    </div>
  );
}

/** `/`: sign-in for a visitor (kept in the first chunk: it is the first screen), home once signed in. */
export function RootPage() {
  const session = useAtomValue(sessionAtom);
  useRememberSourceInfo(session.status === 'anonymous');
  if (session.status === 'starting') {
    // Not yet known whether this is a visitor: the neutral splash the static shell showed. It is
    // as tall as the screen, so the footer starts below the fold and never jumps when the sign-in
    // form and cards (or the home) replace it.
    return (
      <div className="page-pending">
        <SplashIllustration />
        <PageSpinner />
      </div>
    );
  }
  if (session.status === 'anonymous') {
    // The cards come in the same render as the form: cards shown under a form still loading would
    // be pushed down by it (layout shift), as would the footer by cards arriving later.
    return <LoginPage below={<SignedOutProductCards />} />;
  }
  return (
    <ProfileGate>
      <Suspense fallback={<HomeLoading />}>
        <HomePage />
      </Suspense>
    </ProfileGate>
  );
}
