import { atom } from 'jotai';
import type { MessageDescriptorValues } from './messages';

export const MESSAGE_DURATION_MS = 5_000;

/** A message from the catalogue, or a text that came from the server as is. */
export type UiText = { id: string; values?: MessageDescriptorValues } | { text: string };

export interface FlashMessage {
  /** When it was shown (ms): a route change clears a flash that belongs to the page left. */
  shownAt: number;
  text: UiText;
  kind: 'error' | 'info' | 'success';
  /** Lets the same text flash again after it cleared. */
  serial: number;
}

export type ToastPosition = 'top' | 'bottom';

export interface ToastMessage {
  text: UiText;
  position: ToastPosition;
  serial: number;
  action?: { label: UiText; run: () => void };
  /** A toast with an action (the update prompt) stays until acted on or dismissed. */
  sticky: boolean;
}

/** Counts callers so two overlapping loads don't hide each other's spinner. */
export const spinnerCountAtom = atom(0);
export const showLoadingSpinnerAtom = atom((get) => get(spinnerCountAtom) > 0);

export const flashMessageAtom = atom<FlashMessage | null>(null);
export const toastMessageAtom = atom<ToastMessage | null>(null);
export const showGenericErrorDialogAtom = atom(false);

let serial = 0;
export const nextSerial = (): number => ++serial;
