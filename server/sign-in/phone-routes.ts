import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  LoginRequestSchema,
  type LoginResponse,
  type LogoutEverywhereResponse,
  type LogoutResponse,
  OtpRequestSchema,
  type OtpResponse,
} from '@domain/contract/sign-in';
import { API_PATHS, HEADER_USER_LOCALE } from '@domain/contract/http';
import { SSO_API_PATHS } from '@domain/contract/sign-in-sso';
import { type Language, isSupportedLanguage } from '@domain/languages';
import { OTP_LIFETIME_SECONDS } from '@domain/otp';
import { deviceKeyOf, rememberDevice } from './devices';
import { type RedeemFailure, issueOtp, redeemOtp } from './otp';
import { clientKey } from '../http/client';
import { createSession, revokeAllSessions, revokeSession } from '../sessions/sessions';
import { requireSession } from '../http/auth';
import { issueMapperWith, parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { findOrCreateUser } from '../users/users';

/** A phone or country code that is a string but breaks the rule is "invalid phone number", not a malformed request. */
const otpIssues = issueMapperWith('OTP_GENERATE_BAD_REQUEST', (issue) => {
  if (issue.kind !== 'validation') return null;
  const field = v.getDotPath(issue);
  if (field === 'phoneNumber') return 'The phone number is not valid: it needs 9 to 13 digits and must not start with 0.';
  if (field === 'countryCode') return 'The country code is not valid: it is a + followed by 1 to 4 digits, such as +62.';
  return null;
});

function loginFailure(failure: RedeemFailure): PlatformError {
  switch (failure.kind) {
    case 'unknown-token':
      return PlatformError.of(400, 'OTP_BAD_REQUEST', 'This code request is not known. Request a new code.', 'unknown otpToken');
    case 'phone-mismatch':
      return PlatformError.of(400, 'OTP_BAD_REQUEST', 'This code was not sent to this phone number. Request a new code.', 'phone mismatch');
    case 'already-redeemed':
      return PlatformError.of(400, 'OTP_ALREADY_REDEEMED', 'This code has already been used. Request a new code.');
    case 'locked':
      return PlatformError.of(
        429,
        'OTP_FAILED_TOO_MANY_REQUESTS',
        'Too many wrong codes were entered. Request a new code in a few minutes.',
        'locked',
      );
    case 'superseded':
      return PlatformError.of(400, 'OTP_EXPIRED', 'A newer code was sent to this number. Enter the latest code.', 'superseded');
    case 'expired':
      return PlatformError.of(400, 'OTP_EXPIRED', 'This code has expired. Request a new code.', 'expired');
    case 'wrong-code':
      return PlatformError.of(
        400,
        'LOGIN_invalidOTP',
        'The code is not correct. Check the SMS and try again.',
        `${failure.triesLeft} tries left`,
      );
  }
}

/** x-user-locale carries the language in upper case ("EN", "ID"); anything else leaves the stored language as it is. */
function localeOf(header: string | undefined): Language | null {
  const language = header?.trim().toLowerCase();
  return isSupportedLanguage(language) ? language : null;
}

export function authRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(API_PATHS.otp, async (c) => {
    const request = parseWith(OtpRequestSchema, await readJsonBody(c), otpIssues);
    const outcome = await issueOtp(deps.db, request, deps.clock.now(), {
      clientKey: await clientKey(c, deps.db),
      deviceKey: await deviceKeyOf(c, deps.db),
      sandbox: deps.sandbox,
      perClient: deps.limits.otpCodesPerClient,
    });
    if (outcome.kind === 'rate-limited') {
      const error = PlatformError.of(
        429,
        'OTP_FAILED_TOO_MANY_REQUESTS',
        outcome.by === 'client'
          ? 'Too many codes were requested from this device. Try again in a few minutes.'
          : 'Too many codes were requested for this number. Try again in a few minutes.',
        outcome.by === 'client' ? 'client rate limit' : 'rate limit',
      );
      error.headers['Retry-After'] = String(outcome.retryAfterSeconds);
      throw error;
    }
    return ok<OtpResponse>(c, { otpToken: outcome.otpToken, expiresInSeconds: OTP_LIFETIME_SECONDS });
  });
  allowOnly(app, API_PATHS.otp, ['POST']);

  /** POST /v2/login, and POST /v2/login/gobiz for the business-capital look: the same check and answer. */
  const loginWithOtp = async (c: Context<AppEnv>): Promise<Response> => {
    const attempt = parseWith(LoginRequestSchema, await readJsonBody(c));
    const language = localeOf(c.req.header(HEADER_USER_LOCALE));
    const now = deps.clock.now();
    const outcome = await deps.db.transaction((tx) =>
      redeemOtp(tx, attempt, now, async (phone) => {
        const user = await findOrCreateUser(tx, phone, language, now);
        await rememberDevice(c, tx, phone.phoneE164, now, deps.behindTls);
        return { bearerToken: await createSession(tx, user.id, now), csTrackingId: user.csTrackingId };
      }),
    );
    if (outcome.kind !== 'redeemed') throw loginFailure(outcome);
    return ok<LoginResponse>(c, outcome.value);
  };
  for (const path of [API_PATHS.login, SSO_API_PATHS.loginBusiness]) {
    app.post(path, loginWithOtp);
    allowOnly(app, path, ['POST']);
  }

  /**
   * POST /v1/logout: not in the platform documents, designed here. Revokes the bearer token
   * it is called with, so a copied token stops working once the user has logged out.
   * Answers { data: { loggedOut: true } }; a token that is already invalid gets 401.
   */
  app.post(API_PATHS.logout, requireSession(deps), async (c) => {
    await revokeSession(deps.db, c.get('session'), deps.clock.now());
    return ok<LogoutResponse>(c, { loggedOut: true });
  });
  allowOnly(app, API_PATHS.logout, ['POST']);

  /** POST /v1/logout/all: sign out everywhere (a lost phone, a shared one); this token ends too. */
  app.post(API_PATHS.logoutEverywhere, requireSession(deps), async (c) => {
    const sessionsEnded = await revokeAllSessions(deps.db, c.get('session').userId, deps.clock.now());
    return ok<LogoutEverywhereResponse>(c, { loggedOut: true, sessionsEnded });
  });
  allowOnly(app, API_PATHS.logoutEverywhere, ['POST']);

  return app;
}
