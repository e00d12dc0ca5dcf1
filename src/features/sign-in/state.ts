/**
 * The sign-in area's actions: the only code of the area that talks to the data worker. Each sign-in
 * hands the worker's new session to the shared session state (src/state/session-actions.ts).
 */
import type { OtpResponse } from '@domain/contract/sign-in';
import type { OAuthProvider } from '@domain/contract/sign-in-sso';
import type { Language } from '@domain/languages';
import type { LoginType } from '@domain/sign-in/routing';
import { sessionStarted } from '@state/session-actions';
import type { OtpLoginInput, SsoCodeInput } from '@worker/sign-in/contract';
import { dataWorker } from '../../data/bridge';

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
