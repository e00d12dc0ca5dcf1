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
import type { SessionSnapshot } from '@worker/contract';
import shell from '../../locales/id/shell.json';
import { settle } from './helpers/render-hook';

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
  session: { start: vi.fn<() => Promise<SessionSnapshot | null>>() },
  user: { profile: vi.fn<() => Promise<UserProfile>>() },
};
vi.mock('../../src/data/bridge', () => ({
  dataWorker: () => worker,
  subscribeToWorker: () => Promise.resolve(),
}));
vi.mock('@state/errors', () => ({ presentError: () => undefined }));

const { startSession, loadMissingProfile } = await import('@state/session-actions');
const { ProfileGate } = await import('../../src/app/ProfileGate');
const { appStore } = await import('@state/store');
const { profileAtom, sessionAtom } = await import('@state/session');

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
  appStore.set(sessionAtom, { status: 'starting' });
});

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
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBeTruthy();

    await act(async () => answer.resolve(profile));
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Home');
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
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
