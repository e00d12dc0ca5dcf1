/**
 * Virtual accounts (VA): when one can be opened, how long it lives, its states and what each state
 * means for the user (document 2 sections 4 and 8, document 3 sections 4, 8 and 9).
 *
 * One coherent reading of the documents' times:
 * - a VA can be opened from 00:00 WIB until 20:45 WIB (20:44:59 is the last second);
 * - on a freeze day (a day a billing period closes: the platform settles the day's payments before its
 *   midnight run) only until 20:15 WIB;
 * - from the close until midnight is the freeze period: opening is refused with VA_FREEZE_PERIOD;
 * - every VA is valid until 23:00 WIB of the day it was opened; unpaid then, it is EXPIRED.
 * So the last VA of a day still has 2 h 15 min (2 h 45 min on a freeze day) to be paid, and every
 * payment is in before the midnight run that issues bills and charges late fees.
 */
import { addDays, epochMsOf, instantString, jakartaDay, jakartaTimeOn, type InstantLike } from '../calendar-date';

/** Wall-clock times in WIB ("HH:MM"). Plain date arithmetic, no Temporal: the repayment pages show VAs without the polyfill. */
export const VA_OPENS_AT = '00:00';
export const VA_CLOSES_AT = '20:45';
export const VA_CLOSES_AT_ON_FREEZE_DAY = '20:15';
export const VA_VALID_UNTIL = '23:00';

export interface VaWindow {
  /** Whether a VA can be opened now. */
  open: boolean;
  freezeDay: boolean;
  /** When opening stops today (ISO instant): 20:45 or 20:15 WIB. */
  closesAt: string;
  /** When opening is next possible (ISO instant): now while open, else 00:00 WIB tomorrow. */
  opensAt: string;
}

/** The opening window at `now`; whether today is a freeze day is the product's rule (e.g. paylater/billing.ts). */
export function vaWindowAt(now: InstantLike, freezeDay: boolean): VaWindow {
  const today = jakartaDay(now);
  const closesAt = jakartaTimeOn(today, freezeDay ? VA_CLOSES_AT_ON_FREEZE_DAY : VA_CLOSES_AT);
  const open = epochMsOf(now) < closesAt;
  return {
    open,
    freezeDay,
    closesAt: instantString(closesAt),
    opensAt: instantString(open ? now : jakartaTimeOn(addDays(today, 1), VA_OPENS_AT)),
  };
}

/** A VA opened at `createdAt` is valid until 23:00 WIB that day (ISO instant, as the platform stores it). */
export function vaExpiresAt(createdAt: InstantLike): string {
  return instantString(jakartaTimeOn(jakartaDay(createdAt), VA_VALID_UNTIL));
}

/**
 * ACTIVE      opened, waiting for the transfer (until 23:00 WIB)
 * PENDING     the bank has announced a payment that is not settled yet: wait and refresh
 * PAID        settled; the repayment is in the ledger (once, however often the bank says so)
 * EXPIRED     23:00 WIB passed unpaid: open a new one
 * CANCELLED   replaced by a newer VA of the same scope (the user chose again): open a new one
 * DENIED      the provider refused the transfer; nothing was taken: try again
 * DUE_AMOUNT_CHANGED  what is owed changed after opening (a refund, a new bill, another payment), so
 *             the VA no longer matches; the platform cancelled it: open a new one
 */
export const VA_STATES = ['ACTIVE', 'PENDING', 'PAID', 'EXPIRED', 'CANCELLED', 'DENIED', 'DUE_AMOUNT_CHANGED'] as const;
export type VaState = (typeof VA_STATES)[number];

/** States after which the VA can never be paid. */
export const FINAL_VA_STATES: readonly VaState[] = ['PAID', 'EXPIRED', 'CANCELLED', 'DENIED', 'DUE_AMOUNT_CHANGED'];

/**
 * The state at `now` of a VA whose stored state is `stored`: ACTIVE turns EXPIRED at its expiry by
 * the clock alone (nothing has to run at 23:00). A PENDING VA stays PENDING: the bank took the money
 * before the expiry, and it settles whenever the bank confirms.
 */
export function vaStateAt(stored: VaState, expiresAt: InstantLike, now: InstantLike): VaState {
  if (stored === 'ACTIVE' && epochMsOf(now) >= epochMsOf(expiresAt)) return 'EXPIRED';
  return stored;
}

/** What the page offers in each state. */
export type VaWayForward = 'PAY' | 'WAIT_AND_REFRESH' | 'DONE' | 'OPEN_NEW' | 'RETRY';

export const VA_WAY_FORWARD: Readonly<Record<VaState, VaWayForward>> = {
  ACTIVE: 'PAY',
  PENDING: 'WAIT_AND_REFRESH',
  PAID: 'DONE',
  EXPIRED: 'OPEN_NEW',
  CANCELLED: 'OPEN_NEW',
  DUE_AMOUNT_CHANGED: 'OPEN_NEW',
  // "Retry or pay by wallet, balance not deducted" (document 3): a new VA, or another way to pay.
  DENIED: 'RETRY',
};

/** The error the platform answers a bank that pays a VA in this state (null: the payment is taken). */
export const VA_PAYMENT_ERRORS = {
  EXPIRED: 'VA_EXPIRED',
  CANCELLED: 'VA_CANCELLED',
  DENIED: 'VA_DENIED',
  DUE_AMOUNT_CHANGED: 'VA_DUE_AMOUNT_CHANGED',
  PAID: 'VA_ALREADY_PAID',
} as const satisfies Partial<Record<VaState, string>>;
export type VaPaymentError = (typeof VA_PAYMENT_ERRORS)[keyof typeof VA_PAYMENT_ERRORS];

export function vaPaymentError(state: VaState): VaPaymentError | null {
  return state === 'ACTIVE' || state === 'PENDING' ? null : VA_PAYMENT_ERRORS[state];
}

/** Digits in groups of four, as people read a VA number aloud and type it at an ATM. */
export function formatVaNumber(vaNumber: string): string {
  return vaNumber.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}
