/**
 * The sign-in area's actions: the only code of the area that talks to the data worker. Each sign-in
 * hands the worker's new session to the shared session state (src/state/session-actions.ts).
 */
import type { OtpResponse } from '@domain/contract/sign-in';
import type { OAuthProvider } from '@domain/contract/sign-in-sso';
import type { Language } from '@domain/languages';
import type { LoginType } from '@domain/sign-in/routing';
import { sessionStarted } from '@state/session-actions';
import { readVisitorDraft } from '@state/visitor-draft-early';
import type { DraftSnapshot } from '@worker/contract';
import type { OtpLoginInput, SsoCodeInput } from '@worker/sign-in/contract';
import { dataWorker } from '../../data/bridge';
import { SIGN_IN_DRAFT_KEY, SIGN_IN_DRAFT_VERSION, type SignInDraft } from './sign-in-draft';

let earlyDraft: Promise<DraftSnapshot<SignInDraft> | null> | null = null;

/**
 * Starts reading the sign-in draft from IndexedDB at once (src/main.tsx calls it before anything
 * else when index.html painted the sign-in form), so the number typed before a reload is back in
 * the field moments after the form painted rather than after the data worker started.
 */
export function readSignInDraftEarly(): void {
  earlyDraft ??= readVisitorDraft<SignInDraft>(SIGN_IN_DRAFT_KEY.flow, SIGN_IN_DRAFT_KEY.product, SIGN_IN_DRAFT_VERSION);
}

/** The early read while it is this page load's; null once a form used it (see forgetEarlySignInDraft). */
export function earlySignInDraft(): Promise<DraftSnapshot<SignInDraft> | null> | null {
  return earlyDraft;
}

/** A form opened later (after a sign-out) asks the worker as every form does: the early read is of the past. */
export function forgetEarlySignInDraft(): void {
  earlyDraft = null;
}

export function requestOtp(countryCode: string, phoneNumber: string): Promise<OtpResponse> {
  return dataWorker().auth.requestOtp(countryCode, phoneNumber);
}

/** The OTP login; the business-capital look logs in through POST /v2/login/gobiz. */
export async function signIn(input: OtpLoginInput, loginType: LoginType = 'paylater'): Promise<void> {
  sessionStarted(loginType === 'business' ? await dataWorker().sso.loginBusiness(input) : await dataWorker().auth.login(input));
}

export async function signInWithSsoCode(provider: OAuthProvider, input: SsoCodeInput): Promise<void> {
  sessionStarted(await dataWorker().sso.loginWithSsoCode(provider, input));
}

export async function signInWithGmaCode(code: string, language: Language): Promise<void> {
  sessionStarted(await dataWorker().sso.loginWithGmaCode(code, language));
}

export async function signInWithMagicLink(code: string): Promise<void> {
  sessionStarted(await dataWorker().sso.loginWithMagicLink(code));
}
