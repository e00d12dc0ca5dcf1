// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
// (session-actions reaches the build's settings, whose env is declared there.)
/**
 * A reload with a stored session: the profile is asked for as soon as the worker has found the
 * session, not by the page's guard after the first render, and the guard then takes that answer
 * instead of sending GET /v1/user a second time.
 */
import { Provider as JotaiProvider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInfo, UserProfile } from '@domain/contract/profile';
import { SIGNED_IN_HINT_KEY } from '@domain/first-paint';
import type { SessionSnapshot, WorkerEvent } from '@worker/contract';
import shell from '../../locales/id/shell.json';
import { renderHook, settle } from './helpers/render-hook';

/** One answer the test hands out when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** The data worker as the session's start sees it: each answer handed out by the test. */
const worker = {
  session: { start: vi.fn<() => Promise<SessionSnapshot | null>>(), sourceInfo: vi.fn<() => Promise<null>>() },
  user: { profile: vi.fn<() => Promise<UserProfile>>(), keptProfile: vi.fn<() => Promise<UserProfile | null>>() },
};
/** The worker's events, as the session's start listens to them. */
let hearWorker: (event: WorkerEvent) => void = () => undefined;
vi.mock('../../src/data/bridge', () => ({
  dataWorker: () => worker,
  subscribeToWorker: (listener: (event: WorkerEvent) => void) => {
    hearWorker = listener;
    return Promise.resolve();
  },
}));
vi.mock('@state/errors', () => ({ presentError: () => undefined }));

const { startSession, loadMissingProfile } = await import('@state/session-actions');
const { ProfileGate } = await import('../../src/app/ProfileGate');
const { appStore } = await import('@state/store');
const { keptProfileAtom, profileAtom, sessionAtom } = await import('@state/session');
const { useProductStep } = await import('@state/product-home');

const snapshot: SessionSnapshot = { csTrackingId: 'cs-1', phoneNumber: '81234567890', countryCode: '+62', segments: [] };
const notApplied: ProductInfo = {
  productId: null,
  status: 'NOT_APPLIED',
  eligibility: 'REQUIRES_KYC',
  whitelisted: true,
  restPeriodEndDate: null,
};
const profile: UserProfile = {
  userId: 'u1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: [],
  kycStatus: 'NEW',
  kycRejectionType: null,
  userProductInfo: { paylater: notApplied, cicilan: notApplied, gomodal: notApplied },
};

beforeEach(() => {
  vi.resetAllMocks();
  appStore.set(profileAtom, null);
  appStore.set(keptProfileAtom, null);
  appStore.set(sessionAtom, { status: 'starting' });
});

/** The guard around a page, in the store the session's start writes. */
async function renderGuarded(): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <JotaiProvider store={appStore}>
        <IntlProvider locale="id" messages={shell}>
          <ProfileGate>
            <h1>Home</h1>
          </ProfileGate>
        </IntlProvider>
      </JotaiProvider>,
    ),
  );
  return { container, unmount: () => act(async () => root.unmount()) };
}

describe('the profile on a signed-in start', () => {
  it('is asked for as the session is found, and is in before any page asks', async () => {
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.profile.mockResolvedValue(profile);

    await startSession('id');
    expect(appStore.get(sessionAtom)).toEqual({ status: 'signed-in', session: snapshot });
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
    await settle();
    expect(appStore.get(profileAtom)).toEqual(profile);

    // The page's guard, rendering now, has nothing left to ask.
    await loadMissingProfile();
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
  });

  it('is not asked for when no session is stored', async () => {
    worker.session.start.mockResolvedValue(null);
    await startSession('id');
    expect(appStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(worker.user.profile).not.toHaveBeenCalled();
  });

  it('is the answer the guard waits for while it is on its way: one GET /v1/user, the page shown when it lands', async () => {
    const answer = deferred<UserProfile>();
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.profile.mockReturnValue(answer.promise);
    await startSession('id');

    const { container, unmount } = await renderGuarded();
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBeTruthy();

    await act(async () => answer.resolve(profile));
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Home');
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it('is asked for anew by the guard when the early answer failed', async () => {
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.profile.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(profile);
    await startSession('id');
    await settle();
    expect(appStore.get(profileAtom)).toBeNull();

    await loadMissingProfile();
    expect(worker.user.profile).toHaveBeenCalledTimes(2);
    expect(appStore.get(profileAtom)).toEqual(profile);
  });
});

describe('a warm start: the profile this device kept', () => {
  const activated: ProductInfo = { ...notApplied, status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES' };
  const kept: UserProfile = {
    ...profile,
    asOf: '2026-02-20T03:00:00.000Z',
    userProductInfo: { paylater: activated, cicilan: notApplied, gomodal: notApplied },
  };
  const live: UserProfile = { ...kept, asOf: '2026-02-21T03:00:00.000Z' };

  it('opens the guarded page at once, then the answer replaces it: one GET /v1/user', async () => {
    const answer = deferred<UserProfile>();
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.keptProfile.mockResolvedValue(kept);
    worker.user.profile.mockReturnValue(answer.promise);
    await startSession('id');
    expect(appStore.get(profileAtom)).toEqual(kept);
    expect(appStore.get(keptProfileAtom)).toEqual({ asOf: kept.asOf });

    const { container, unmount } = await renderGuarded();
    expect(container.querySelector('h1')?.textContent).toBe('Home');

    await act(async () => answer.resolve(live));
    await settle();
    expect(appStore.get(profileAtom)).toEqual(live);
    expect(appStore.get(keptProfileAtom)).toBeNull();
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it("decides a product home's step from the kept account while the answer is on its way", async () => {
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.keptProfile.mockResolvedValue(kept);
    worker.user.profile.mockReturnValue(new Promise<UserProfile>(() => undefined));
    await startSession('id');
    const step = await renderHook(
      () => useProductStep('paylater'),
      undefined,
      (children) => <JotaiProvider store={appStore}>{children}</JotaiProvider>,
    );
    expect(step.current.state).toEqual({ status: 'ready', step: { kind: 'home', to: '/gopaylater/ab' } });
    await step.unmount();
  });

  it('stays marked as kept when the worker answers the same copy (no network)', async () => {
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.keptProfile.mockResolvedValue(kept);
    worker.user.profile.mockResolvedValue(kept);
    await startSession('id');
    await settle();
    expect(appStore.get(profileAtom)).toEqual(kept);
    expect(appStore.get(keptProfileAtom)).toEqual({ asOf: kept.asOf });
  });

  it('gives way to the sign-in when the answer finds the session ended', async () => {
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.keptProfile.mockResolvedValue(kept);
    worker.user.profile.mockReturnValue(new Promise<UserProfile>(() => undefined));
    await startSession('id');
    expect(appStore.get(sessionAtom).status).toBe('signed-in');
    worker.session.sourceInfo.mockResolvedValue(null);
    // What the worker says when GET /v1/user is answered 401 (its rejection ends the session).
    act(() => hearWorker({ type: 'session-ended', reason: 'rejected', status: 401 }));
    expect(appStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(appStore.get(profileAtom)).toBeNull();
    expect(appStore.get(keptProfileAtom)).toBeNull();
  });

  it('gives way to the sign-in when the session ends before the start has finished (the 401 ahead of the kept copy)', async () => {
    const keptRead = deferred<UserProfile | null>();
    worker.session.start.mockResolvedValue(snapshot);
    worker.user.keptProfile.mockReturnValue(keptRead.promise);
    worker.user.profile.mockReturnValue(new Promise<UserProfile>(() => undefined));
    worker.session.sourceInfo.mockResolvedValue(null);
    const started = startSession('id');
    await settle();
    expect(worker.user.keptProfile).toHaveBeenCalledTimes(1);
    // GET /v1/user, asked as the session was found, is answered 401 while the kept copy is read.
    act(() => hearWorker({ type: 'session-ended', reason: 'rejected', status: 401 }));
    await act(async () => {
      keptRead.resolve(kept);
      await started;
    });
    expect(appStore.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(appStore.get(profileAtom)).toBeNull();
    expect(appStore.get(keptProfileAtom)).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('is not read without a stored session', async () => {
    worker.session.start.mockResolvedValue(null);
    await startSession('id');
    expect(worker.user.keptProfile).not.toHaveBeenCalled();
    expect(appStore.get(profileAtom)).toBeNull();
  });
});
