import * as v from 'valibot';
import { COUNTRY_CODE_PATTERN, PHONE_MAX_LENGTH, PHONE_PATTERN } from '../phone';

/** POST /v1/otp */
export const OtpRequestSchema = v.object({
  countryCode: v.pipe(v.string(), v.regex(COUNTRY_CODE_PATTERN)),
  phoneNumber: v.pipe(v.string(), v.maxLength(PHONE_MAX_LENGTH), v.regex(PHONE_PATTERN)),
});
export type OtpRequest = v.InferOutput<typeof OtpRequestSchema>;

export interface OtpResponse {
  /** Identifies this code request; sent back with the code at login. */
  otpToken: string;
  /** How long the code is accepted, in seconds: the resend countdown never outlasts it (resendUnlocksInSeconds). */
  expiresInSeconds: number;
}

/** POST /v2/login; the x-user-locale header carries the language in upper case. */
export const LoginRequestSchema = v.object({
  otp: v.pipe(v.string(), v.regex(/^\d{6}$/)),
  otpToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  phoneNumber: v.pipe(v.string(), v.maxLength(PHONE_MAX_LENGTH), v.regex(PHONE_PATTERN)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export interface LoginResponse {
  bearerToken: string;
  csTrackingId: string;
}

/**
 * POST /v1/logout (not shown in the documents; designed here): revokes the bearer token on the
 * platform so a copied token stops working once the user has logged out.
 */
export interface LogoutResponse {
  loggedOut: true;
}

/** POST /v1/logout/all: every session of the user ended, on every device. */
export interface LogoutEverywhereResponse {
  loggedOut: true;
  /** How many sessions were ended (this one included). */
  sessionsEnded: number;
}

/** Error codes the sign-in calls answer with; each has a message in the catalogues. */
export const AUTH_ERROR_CODES = [
  'OTP_FAILED_TOO_MANY_REQUESTS',
  'OTP_ALREADY_REDEEMED',
  'OTP_FAILED',
  'OTP_BAD_REQUEST',
  'OTP_EXPIRED',
  'LOGIN_invalidOTP',
  'OTP_GENERATE_BAD_REQUEST',
  'INVALID_REQUEST_PAYLOAD',
  'REQUEST_TIMED_OUT',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
