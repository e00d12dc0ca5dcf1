import { startTransition } from 'react';
import { workerSettings } from '@domain/worker-settings';
import type { Language } from '@domain/languages';
import type { SourceInfo } from '@domain/source-info';
import { dataWorker, subscribeToWorker } from '../data/bridge';
import type { UserProfile } from '@domain/contract/profile';
import type { LogoutResult, SessionSnapshot, WorkerEvent } from '@worker/contract';
import type { PendingUploadsChoice } from '@worker/uploads/contract';
import { routeAfterSessionRejection } from '@domain/session-routing';
import { clearAnswers, registerAnswer } from './answers';
import { reportPlatformReachable } from './connectivity';
import { forgetRescuedDrafts } from './drafts';
import { navigateTo } from './navigation';
import { showFlash } from './notify';
import { setSignedInHint } from './signed-in-hint';
import { keptProfileAtom, profileAtom, sessionAtom } from './session';
import { appStore } from './store';

/**
 * How many session changes the worker has reported (an end, another tab's sign-in). A start that
 * awaited across one does not write its older snapshot over what the worker said since.
 */
let sessionChanges = 0;

/**
 * The worker's word on the session. Another tab's sign-in or sign-out is followed here: pages
 * react to the session atom (a guarded page sends a visitor to sign in, and back after it).
 */
function onWorkerEvent(event: WorkerEvent): void {
  if (event.type === 'platform-reachability') {
    reportPlatformReachable(event.reachable);
    return;
  }
  if (event.type === 'session-started') {
    sessionStarted(event.session);
    return;
  }
  if (event.type !== 'session-ended') return;
  sessionEnded();
  if (event.reason === 'rejected') void sendToSignInAfterRejection();
}

/**
 * Platform rule for a 401/403: the matching SSO route for a partner-app session, the gomodal home
 * for gomodal, the current page otherwise (its guard then offers the sign-in that fits it). The
 * worker keeps the source info across a rejection for exactly this.
 */
async function sendToSignInAfterRejection(): Promise<void> {
  const info = await dataWorker()
    .session.sourceInfo()
    .catch(() => null);
  const { pathname, search } = window.location;
  showFlash({ id: 'errors.UNAUTHORIZED' }, 'info');
  navigateTo(routeAfterSessionRejection({ sourceApp: info?.sourceApp ?? null, pathname, search }), { replace: true });
}

/**
 * Starts the worker with the build's settings and learns whether a session is stored. If the
 * worker cannot start (storage blocked in a webview, say), the visitor still gets the sign-in form.
 */
export async function startSession(language: Language): Promise<void> {
  const changesAtStart = sessionChanges;
  try {
    const worker = dataWorker();
    // Both messages leave now (the worker takes them in order: the listener before the start),
    // instead of the start waiting for the main thread to hear that the listener is in.
    const subscribed = subscribeToWorker(onWorkerEvent);
    subscribed.catch(() => undefined); // awaited below, unless the start fails first
    const snapshot = await worker.session.start(workerSettings(import.meta.env, language));
    // Every signed-in page waits for the profile: asked now, as the session is known, not after the
    // first render (its guard asks from an effect, which runs once that render has painted: 150-220 ms
    // later at 4x slowdown, while the worker's answer was already in).
    if (snapshot) askProfileOnStart();
    // A warm start: the profile this device kept opens the page now; the answer above replaces it.
    const kept = snapshot ? await keptProfile() : null;
    await subscribed;
    // The worker ended the session meanwhile (the profile asked above met a 401: a warm start after
    // the session expired), or another tab changed it: that is newer than this snapshot. Setting the
    // snapshot now kept a dead session on screen, the kept home and no sign-in (seen under load).
    if (sessionChanges !== changesAtStart) return;
    // As a transition: React renders what the answer changes in slices between which the page's
    // keys and taps are handled. As a plain update it was one task of 150-250 ms at 4x slowdown
    // (the form and the cards again, and the rest of the hydration with them) just after the
    // pre-rendered form was shown.
    startTransition(() => {
      if (kept) showKeptProfile(kept);
      appStore.set(sessionAtom, snapshot ? { status: 'signed-in', session: snapshot } : { status: 'anonymous' });
    });
    setSignedInHint(snapshot !== null);
  } catch (error) {
    console.error('Session start failed', error);
    appStore.set(sessionAtom, { status: 'anonymous' });
    setSignedInHint(false);
  }
}

/**
 * A session began (a sign-in here, or in another tab): its profile is loaded anew, and a form value
 * rescued for a reload of this tab belonged to whoever was here before.
 */
export function sessionStarted(snapshot: SessionSnapshot): void {
  sessionChanges += 1;
  forgetRescuedDrafts();
  clearAnswers();
  appStore.set(profileAtom, null);
  appStore.set(keptProfileAtom, null);
  appStore.set(sessionAtom, { status: 'signed-in', session: snapshot });
  setSignedInHint(true);
}

function sessionEnded(): void {
  sessionChanges += 1;
  forgetRescuedDrafts();
  clearAnswers();
  setSignedInHint(false);
  appStore.set(sessionAtom, { status: 'anonymous' });
  appStore.set(profileAtom, null);
  appStore.set(keptProfileAtom, null);
}

export function storedSourceInfo(): Promise<SourceInfo | null> {
  return dataWorker().session.sourceInfo();
}

/** The profile this device kept with the session, or null (none, or the worker could not read it). */
async function keptProfile(): Promise<UserProfile | null> {
  try {
    return (await dataWorker().user.keptProfile()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Shows the kept copy unless the platform's answer came first; an answer that is that very copy (the
 * worker's, with no network) is shown as the copy it is.
 */
function showKeptProfile(kept: UserProfile): void {
  const shown = appStore.get(profileAtom);
  if (shown && !(kept.asOf && shown.asOf === kept.asOf)) return;
  appStore.set(profileAtom, shown ?? kept);
  appStore.set(keptProfileAtom, { asOf: kept.asOf ?? null });
}

export async function loadProfile(): Promise<void> {
  const profile = await dataWorker().user.profile();
  // Offline the worker answers the copy it kept: the page still says it is that copy.
  const kept = appStore.get(keptProfileAtom);
  const sameCopy = kept !== null && kept.asOf !== null && profile.asOf === kept.asOf;
  appStore.set(profileAtom, profile);
  if (!sameCopy) appStore.set(keptProfileAtom, null);
}

// The account is one of the platform's answers (src/state/answers.ts): read again, for its figures,
// whenever an action touched it (a payment, a signed contract, applying).
registerAnswer(['account'], () => void loadProfile().catch(() => undefined));

/** The profile asked for as the stored session was found (startSession), while it is on its way. */
let profileOnStart: Promise<void> | null = null;

function askProfileOnStart(): void {
  const asked = loadProfile().finally(() => {
    if (profileOnStart === asked) profileOnStart = null;
  });
  asked.catch(() => undefined); // the guard that takes it presents a failure; it asks anew if it came too late
  profileOnStart = asked;
}

/**
 * The profile a signed-in page is missing: the one asked for as the session started, if it is still
 * on its way, rather than a second request. (A page that changed the account asks with loadProfile.)
 */
export function loadMissingProfile(): Promise<void> {
  // It arrived since the page rendered (a kept copy shown meanwhile is still missing its answer).
  if (appStore.get(profileAtom) && !appStore.get(keptProfileAtom)) return Promise.resolve();
  return profileOnStart ?? loadProfile();
}

/** How many of the signed-in user's files are still on this device, unsent (asked before a sign-out). */
export function unsentFileCount(): Promise<number> {
  return dataWorker().uploads.pendingForCurrentUser();
}

/** `keep` leaves the user's unsent files for their next sign-in; `wipe` deletes them from this device. */
/** Signs out here (and, with `everywhere`, on every device); answers whether the others were reached. */
export async function signOut(pendingUploads: PendingUploadsChoice = 'keep', everywhere = false): Promise<LogoutResult> {
  const result = await dataWorker().auth.logout({ pendingUploads, everywhere });
  sessionEnded();
  return result;
}

export function rememberSourceInfo(info: SourceInfo): Promise<void> {
  return dataWorker().session.saveSourceInfo(info);
}
