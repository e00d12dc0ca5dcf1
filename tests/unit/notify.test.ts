import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@state/store';
import { flashMessageAtom, showGenericErrorDialogAtom, showLoadingSpinnerAtom, toastMessageAtom } from '@state/ui';
import { clearFlash, closeGenericErrorDialog, openGenericErrorDialog, showFlash, showToast, withSpinner } from '@state/notify';

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(flashMessageAtom, null);
  appStore.set(toastMessageAtom, null);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flash message', () => {
  it('an error stays until the user acts on it (issue 37); news clears after 5 seconds', () => {
    showFlash({ id: 'errors.OTP_FAILED' });
    expect(appStore.get(flashMessageAtom)).toMatchObject({ text: { id: 'errors.OTP_FAILED' }, kind: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(appStore.get(flashMessageAtom)).toMatchObject({ text: { id: 'errors.OTP_FAILED' } });
    clearFlash();
    expect(appStore.get(flashMessageAtom)).toBeNull();
    showFlash({ text: 'saved' }, 'info');
    vi.advanceTimersByTime(4_999);
    expect(appStore.get(flashMessageAtom)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(appStore.get(flashMessageAtom)).toBeNull();
  });
  it('a newer message gets its own 5 seconds', () => {
    showFlash({ text: 'first' });
    vi.advanceTimersByTime(3_000);
    showFlash({ text: 'second' }, 'info');
    vi.advanceTimersByTime(2_500);
    expect(appStore.get(flashMessageAtom)?.text).toEqual({ text: 'second' });
    vi.advanceTimersByTime(2_500);
    expect(appStore.get(flashMessageAtom)).toBeNull();
  });
});

describe('toast', () => {
  it('sits at the top by default, at the bottom when asked, and clears after 5 seconds', () => {
    showToast({ text: 'hello' });
    expect(appStore.get(toastMessageAtom)?.position).toBe('top');
    showToast({ text: 'below' }, { position: 'bottom' });
    expect(appStore.get(toastMessageAtom)?.position).toBe('bottom');
    vi.advanceTimersByTime(5_000);
    expect(appStore.get(toastMessageAtom)).toBeNull();
  });
  it('with an action (the update prompt) stays until acted on', () => {
    showToast({ text: 'update' }, { action: { label: { text: 'Reload' }, run: () => undefined } });
    vi.advanceTimersByTime(60_000);
    expect(appStore.get(toastMessageAtom)?.sticky).toBe(true);
  });
});

describe('spinner and dialog', () => {
  it('shows the spinner while any work runs', async () => {
    let finishFirst: () => void = () => undefined;
    const first = withSpinner(new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withSpinner(Promise.resolve());
    expect(appStore.get(showLoadingSpinnerAtom)).toBe(true);
    await second;
    expect(appStore.get(showLoadingSpinnerAtom)).toBe(true);
    finishFirst();
    await first;
    expect(appStore.get(showLoadingSpinnerAtom)).toBe(false);
  });
  it('opens and closes the generic error dialog', () => {
    openGenericErrorDialog();
    expect(appStore.get(showGenericErrorDialogAtom)).toBe(true);
    closeGenericErrorDialog();
    expect(appStore.get(showGenericErrorDialogAtom)).toBe(false);
  });
});
