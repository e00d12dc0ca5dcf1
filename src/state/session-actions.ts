import type { OtpResponse } from '../domain/contract/auth';
import { DEFAULT_TARGET_APPLICATION } from '../domain/contract/http';
import type { Language } from '../domain/languages';
import type { SourceInfo } from '../domain/source-info';
import { dataWorker, subscribeToWorker } from '../data/bridge';
import type { WorkerEvent } from '../../workers/contract';
import { navigateTo } from './navigation';
import { showFlash } from './notify';
import { profileAtom, sessionAtom } from './session';
import { appStore } from './store';

function onWorkerEvent(event: WorkerEvent): void {
  if (event.type !== 'session-ended') return;
  appStore.set(sessionAtom, { status: 'anonymous' });
  appStore.set(profileAtom, null);
  if (event.reason === 'rejected') {
    // Platform rule for a plain session: back to the current page's sign-in, which is /.
    showFlash({ id: 'errors.UNAUTHORIZED' }, 'info');
    navigateTo('/', { replace: true });
  }
}

/**
 * Starts the worker with the build's settings and learns whether a session is stored. If the
 * worker cannot start (storage blocked in a webview, say), the visitor still gets the sign-in form.
 */
export async function startSession(language: Language): Promise<void> {
  try {
    const worker = dataWorker();
    await subscribeToWorker(onWorkerEvent);
    const snapshot = await worker.session.start({
      apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
      targetApplication: import.meta.env.VITE_TARGET_APPLICATION ?? DEFAULT_TARGET_APPLICATION,
      language,
    });
    appStore.set(sessionAtom, snapshot ? { status: 'signed-in', session: snapshot } : { status: 'anonymous' });
  } catch (error) {
    console.error('Session start failed', error);
    appStore.set(sessionAtom, { status: 'anonymous' });
  }
}

export function requestOtp(countryCode: string, phoneNumber: string): Promise<OtpResponse> {
  return dataWorker().auth.requestOtp(countryCode, phoneNumber);
}

export async function signIn(input: { otp: string; otpToken: string; phoneNumber: string; countryCode: string }): Promise<void> {
  const snapshot = await dataWorker().auth.login(input);
  appStore.set(profileAtom, null);
  appStore.set(sessionAtom, { status: 'signed-in', session: snapshot });
}

export async function loadProfile(): Promise<void> {
  appStore.set(profileAtom, await dataWorker().user.profile());
}

export async function signOut(): Promise<void> {
  await dataWorker().auth.logout();
  appStore.set(sessionAtom, { status: 'anonymous' });
  appStore.set(profileAtom, null);
}

export function rememberSourceInfo(info: SourceInfo): Promise<void> {
  return dataWorker().session.saveSourceInfo(info);
}
