import { appStore } from './store';
import {
  MESSAGE_DURATION_MS,
  flashMessageAtom,
  nextSerial,
  showGenericErrorDialogAtom,
  spinnerCountAtom,
  toastMessageAtom,
  type FlashMessage,
  type ToastMessage,
  type ToastPosition,
  type UiText,
} from './ui';

/**
 * Shows a flash message. An error stays until the user acts on it (dismisses it, tries again, leaves
 * the page): one that vanished left a page whose button seemed to do nothing (issue 37). News and
 * success clear themselves after 5 seconds.
 */
export function showFlash(text: UiText, kind: FlashMessage['kind'] = 'error'): void {
  const message: FlashMessage = { text, kind, serial: nextSerial(), shownAt: Date.now() };
  appStore.set(flashMessageAtom, message);
  if (kind === 'error') return;
  setTimeout(() => {
    if (appStore.get(flashMessageAtom)?.serial === message.serial) appStore.set(flashMessageAtom, null);
  }, MESSAGE_DURATION_MS);
}

export function clearFlash(): void {
  appStore.set(flashMessageAtom, null);
}

/**
 * A flash shown just before a route change (a refusal that sends the user elsewhere) is about the
 * new page and stays; an older one ("wrong code", "fill in every field") was about the page left.
 */
export const FLASH_CARRIES_OVER_MS = 1_000;

export function clearFlashOfPageLeft(now: number = Date.now()): void {
  const flash = appStore.get(flashMessageAtom);
  if (flash && now - flash.shownAt > FLASH_CARRIES_OVER_MS) appStore.set(flashMessageAtom, null);
}

interface ToastOptions {
  position?: ToastPosition;
  action?: ToastMessage['action'];
}

/** Shows a toast (top by default) that clears after 5 seconds, unless it offers an action. */
export function showToast(text: UiText, options: ToastOptions = {}): void {
  const toast: ToastMessage = {
    text,
    position: options.position ?? 'top',
    serial: nextSerial(),
    sticky: options.action !== undefined,
    ...(options.action ? { action: options.action } : {}),
  };
  appStore.set(toastMessageAtom, toast);
  if (toast.sticky) return;
  setTimeout(() => {
    if (appStore.get(toastMessageAtom)?.serial === toast.serial) appStore.set(toastMessageAtom, null);
  }, MESSAGE_DURATION_MS);
}

export function dismissToast(): void {
  appStore.set(toastMessageAtom, null);
}

/** Shows the loading spinner while `work` runs. */
export async function withSpinner<T>(work: Promise<T>): Promise<T> {
  appStore.set(spinnerCountAtom, (n) => n + 1);
  try {
    return await work;
  } finally {
    appStore.set(spinnerCountAtom, (n) => Math.max(0, n - 1));
  }
}

export function openGenericErrorDialog(): void {
  appStore.set(showGenericErrorDialogAtom, true);
}

export function closeGenericErrorDialog(): void {
  appStore.set(showGenericErrorDialogAtom, false);
}
