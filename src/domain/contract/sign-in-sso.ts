/**
 * Single sign-on, the business-capital login, the partner app's token login and the magic link
 * (platform document, sections 2 and 7). Decisions where the documents say "not shown" are in
 * server/sign-in/CONTRACT.md.
 */
import * as v from 'valibot';
import type { OAuthProvider } from './sign-in-providers';

export { OAUTH_PROVIDERS, type OAuthProvider } from './sign-in-providers';

/**
 * The sign-in identity types, as the platform document names them (section 6): gobiz_sso for the
 * merchant app, gopay_sso for the wallet app. The super-app signs in the same customer account as
 * the wallet (the document's "customer: the wallet or super-app account"), so it is gopay_sso too.
 */
export const SIGN_IN_IDENTITY_TYPES = ['gobiz_sso', 'gopay_sso'] as const;
export type SignInIdentityType = (typeof SIGN_IN_IDENTITY_TYPES)[number];

export function identityTypeOf(provider: OAuthProvider): SignInIdentityType {
  return provider === 'gobiz' ? 'gobiz_sso' : 'gopay_sso';
}

/** The account type each identity type signs in: the merchant app's is a merchant, the wallet's a customer. */
export function userTypeOf(identityType: SignInIdentityType): SsoLoginResponse['userType'] {
  return identityType === 'gobiz_sso' ? 'merchant' : 'customer';
}

export const SSO_API_PATHS = {
  /** POST, same body as /v2/login: the business-capital (gomodal) look of the OTP login. */
  loginBusiness: '/v2/login/gobiz',
  /** POST {code, redirectUrl, state, codeVerifier}; one path per provider. */
  ssoLogin: (provider: OAuthProvider) => `/v1/login/sso/${provider}`,
  /** POST, no body; x-token carries the partner app's code. */
  gmaLogin: '/v1/login/gma',
  /** POST {code}: the magic link. */
  magicLinkLogin: '/v1/login/token',
} as const;

/** The header that carries the business-loan partner app's code. */
export const HEADER_GMA_TOKEN = 'x-token';

/** OAuth parameters the app sends to a provider's authorisation page (RFC 6749 section 4.1, RFC 7636). */
export const OAUTH_SCOPE = 'openid phone';
export const OAUTH_ACCESS_DENIED = 'access_denied';
export const PKCE_METHOD = 'S256';
/** RFC 7636: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const PKCE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
/** The client id this web app is registered with at each provider. */
export const OAUTH_CLIENT_ID = 'paylater-web';

/** Where each provider's authorisation page is: the sandbox's stand-in (a real build would point elsewhere). */
export function authorizePath(provider: OAuthProvider): string {
  return `/sandbox/sso/${provider}/authorize`;
}

const shortText = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** POST /v1/login/sso/{provider} */
export const SsoLoginRequestSchema = v.object({
  code: shortText(200),
  /** The redirect_uri the code was issued for (must match exactly). */
  redirectUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.url()),
  /** The state the app sent; the platform refuses a state it has seen before. */
  state: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  codeVerifier: v.pipe(v.string(), v.regex(PKCE_VERIFIER_PATTERN)),
});
export type SsoLoginRequest = v.InferOutput<typeof SsoLoginRequestSchema>;

/** POST /v1/login/token */
export const MagicLinkLoginRequestSchema = v.object({ code: shortText(200) });
export type MagicLinkLoginRequest = v.InferOutput<typeof MagicLinkLoginRequestSchema>;

/** What every login of this area answers (the same as /v2/login). */
export interface SsoLoginResponse {
  bearerToken: string;
  csTrackingId: string;
  /** customer (super-app, wallet, phone) or merchant (merchant app). */
  userType: 'customer' | 'merchant';
  /** gobiz_sso or gopay_sso after a partner app's single sign-on; null for the other ways in. */
  identityType: SignInIdentityType | null;
}

/**
 * Error codes of this area; each has a message in locales/<lang>/sign-in.json.
 * GMA_CORPORATE and GMA_FOREIGNER are the partner app's ineligible accounts; E14 (the partner's
 * code expired or was used) and E15 (the partner account is blocked) are its own codes.
 */
export const SSO_ERROR_CODES = [
  'TOKEN_SSO_BAD_REQUEST',
  'SSO_STATE_REPLAYED',
  'GMA_CORPORATE',
  'GMA_FOREIGNER',
  'E14',
  'E15',
  'MAGIC_LINK_INVALID',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** The sandbox partner app's outcomes for a minted code. */
export const GMA_OUTCOMES = ['eligible', 'corporate', 'foreigner', 'E14', 'E15'] as const;
export type GmaOutcome = (typeof GMA_OUTCOMES)[number];

/** The sandbox providers' choices on their sign-in page. */
export const MERCHANT_ROLES = ['owner', 'non-owner'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];

export const SIGNIN_SANDBOX_PATHS = {
  page: '/sandbox/signin',
  /** POST {phone, outcome} -> {code, url}: the partner app opening /sso/gma. */
  gmaCodes: '/sandbox/gma/codes',
  /** POST {phone} -> SandboxMail: mails a magic link to the sandbox mailbox. */
  magicLinks: '/sandbox/magic-links',
  /** GET ?to=+62...: the mailbox, newest first. */
  mail: '/sandbox/mail',
  /** POST (form or JSON) the provider's choice; answers a redirect to redirect_uri. */
  authorizeDecision: (provider: OAuthProvider) => `/sandbox/sso/${provider}/authorize`,
  /** POST grant_type=authorization_code (RFC 6749 4.1.3). */
  token: (provider: OAuthProvider) => `/sandbox/sso/${provider}/token`,
} as const;

export const SandboxGmaCodeRequestSchema = v.object({
  phone: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  outcome: v.picklist(GMA_OUTCOMES),
  language: v.optional(v.string()),
});

export interface SandboxGmaCode {
  code: string;
  /** The app's /sso/gma link with code and language, as the partner app would open it. */
  url: string;
}

export const SandboxMagicLinkRequestSchema = v.object({ phone: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });

export interface SandboxMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  link: string;
  sentAt: string;
}
