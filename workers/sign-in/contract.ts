/** Partner-app single sign-on, the magic link and the business-capital login (issue 3). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { OAuthProvider } from '@domain/contract/sign-in-sso';
import type { Language } from '@domain/languages';
import type { SessionSnapshot } from '../shared/contract';

export interface OtpLoginInput {
  otp: string;
  otpToken: string;
  phoneNumber: string;
  countryCode: string;
}

/** What the /sso/{provider} page got back from the provider, with what it kept before the redirect. */
export interface SsoCodeInput {
  code: string;
  redirectUrl: string;
  state: string;
  codeVerifier: string;
}

export interface SsoWorkerApi {
  /** POST /v2/login/gobiz: the OTP login with the business-capital look. */
  loginBusiness(input: OtpLoginInput): Promise<SessionSnapshot>;
  /** POST /v1/login/sso/{provider}; the provider becomes the session's source app. */
  loginWithSsoCode(provider: OAuthProvider, input: SsoCodeInput): Promise<SessionSnapshot>;
  /** POST /v1/login/gma with x-token = code and x-user-locale = language. */
  loginWithGmaCode(code: string, language: Language): Promise<SessionSnapshot>;
  /** POST /v1/login/token with the magic link's code. */
  loginWithMagicLink(code: string): Promise<SessionSnapshot>;
}
