/** Sign-in calls (platform document, section 7): OTP request, OTP login, logout. */
import type {
  LoginRequest,
  LoginResponse,
  LogoutEverywhereResponse,
  LogoutResponse,
  OtpRequest,
  OtpResponse,
} from '@domain/contract/sign-in';
import { API_PATHS } from '@domain/contract/http';
import type { LogoutResult, SessionSnapshot } from '../shared/contract';
import type { WorkerConfigStore } from '../config';
import { toApiErrorData } from '../http/api-error';
import type { ApiClient } from '../http/client';
import type { SessionStore } from '../session';
import type { OtpLoginInput } from './contract';

/** Logout is best effort: the user must not wait the full call timeout to be signed out. */
export const LOGOUT_TIMEOUT_MS = 5_000;

export type LoginInput = OtpLoginInput;

interface AuthDeps {
  client: ApiClient;
  session: SessionStore;
  config: WorkerConfigStore;
}

/**
 * An OTP login at `path` (the user's, or the business-capital one): stores the session; loading the
 * profile is the caller's next step, not this call's.
 */
export async function loginWithOtp(deps: AuthDeps, path: string, input: OtpLoginInput): Promise<SessionSnapshot> {
  const body: LoginRequest = { otp: input.otp, otpToken: input.otpToken, phoneNumber: input.phoneNumber };
  const answer = await deps.client.post<Pick<LoginResponse, 'bearerToken' | 'csTrackingId'>>(path, body, {
    locale: deps.config.get().language.toUpperCase(),
  });
  return deps.session.set({
    bearerToken: answer.bearerToken,
    csTrackingId: answer.csTrackingId,
    phoneNumber: input.phoneNumber,
    countryCode: input.countryCode,
    segments: [],
  });
}

export function createAuthApi(deps: AuthDeps) {
  const { client, session } = deps;
  return {
    requestOtp(countryCode: string, phoneNumber: string): Promise<OtpResponse> {
      const body: OtpRequest = { countryCode, phoneNumber };
      return client.post<OtpResponse>(API_PATHS.otp, body);
    },

    /** Stores the session; loading the profile is the caller's next step, not this call's. */
    login: (input: LoginInput): Promise<SessionSnapshot> => loginWithOtp(deps, API_PATHS.login, input),

    /**
     * Revokes the token on the platform if it can (offline included: it cannot), then forgets it.
     * `everywhere` revokes every session of the user (POST /v1/logout/all): a lost or shared phone.
     * This device is signed out either way; the answer says whether the others were.
     */
    async logout(everywhere = false): Promise<LogoutResult> {
      let signedOutElsewhere = false;
      if (session.token()) {
        try {
          if (everywhere) {
            await client.post<LogoutEverywhereResponse>(API_PATHS.logoutEverywhere, undefined, {
              timeoutMs: LOGOUT_TIMEOUT_MS,
              keepSessionOnRejection: true,
            });
            signedOutElsewhere = true;
          } else
            await client.post<LogoutResponse>(API_PATHS.logout, undefined, {
              timeoutMs: LOGOUT_TIMEOUT_MS,
              keepSessionOnRejection: true,
            });
        } catch (thrown) {
          const error = toApiErrorData(thrown);
          console.info(`[auth] logout call failed (${error.status} ${error.errorKey}); the session is cleared anyway`);
        }
      }
      await session.end('logout', null);
      return { everywhere, signedOutElsewhere };
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
