import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { LoginPage } from '../features/sign-in/LoginPage';
import { SignedOutProductCards } from '../features/home/SignedOutProductCards';
import { sessionAtom } from '@state/session';
import { hasSignedInHint } from '@state/signed-in-hint';
import { LoadingCard } from '@ui/Spinner';
import { preloadableLazy } from '@ui/preloadable-lazy';
import { ProfileGate } from './ProfileGate';
import { useRememberSourceInfo } from './useRememberSourceInfo';

const home = preloadableLazy(() => import('../features/home/HomePage').then((module) => module.HomePage));
const HomePage = home.Component;

/** On a signed-in reload (src/main.tsx): the home's code is ready when the profile arrives. */
export function preloadHome(): void {
  void home.preload();
}

/** The home's code on its way: as tall as the screen, like every loading state of the root page. */
function HomeLoading() {
  return (
    <div className="page-pending">
      <LoadingCard />
    </div>
  );
}

/** `/`: sign-in for a visitor (kept in the first chunk: it is the first screen), home once signed in. */
export function RootPage() {
  const session = useAtomValue(sessionAtom);
  useRememberSourceInfo(session.status === 'anonymous');
  if (session.status === 'starting' && hasSignedInHint()) {
    // Someone is signed in on this device (index.html painted the neutral frame): an empty,
    // screen-tall page until the worker confirms, so the footer stays below the fold.
    return <div className="page-pending" />;
  }
  if (session.status !== 'signed-in') {
    // A visitor, or not yet known but nobody was signed in here: the sign-in form at once (it is
    // what index.html painted, and what React hydrates). A stored session found meanwhile (one
    // from before the hint existed) replaces it with the home.
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
