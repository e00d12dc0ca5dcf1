import { DEFAULT_COUNTRY_CODE } from '@domain/phone';
import type { CodeRecipient } from '@domain/sign-in/code-request';
import type { DraftKey } from '@worker/contract';

/** What the sign-in form keeps in IndexedDB, so a reload (an app update, a killed tab) loses nothing. */
export interface SignInDraft {
  countryCode: string;
  phoneNumber: string;
  /** Set once a code was requested: the OTP screen is showing. */
  otpRequest: OtpRequestState | null;
  otp: string;
}

export interface OtpRequestState {
  otpToken: string;
  /** Epoch ms at which the 720-second countdown ends. */
  countdownEndsAt: number;
  /** The platform said the code expired: offer a new one at once. */
  expired: boolean;
  /**
   * The number the code was sent to: the code step opens only while the field holds it
   * (domain/sign-in/code-request.ts). Absent in requests kept by an older version: not trusted.
   */
  sentTo?: CodeRecipient;
}

export const SIGN_IN_DRAFT_VERSION = 1;
/** The visitor's draft: there is no session yet (the worker keys it by its fixed visitor key). */
export const SIGN_IN_DRAFT_KEY: DraftKey = { owner: 'visitor', flow: 'sign-in', product: 'paylater' };

export const EMPTY_SIGN_IN_DRAFT: SignInDraft = {
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  otpRequest: null,
  otp: '',
};
