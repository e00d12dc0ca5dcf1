import { API_PATHS } from '@domain/contract/http';
import { HEADER_GMA_TOKEN, SSO_API_PATHS, type SsoLoginRequest, type SsoLoginResponse } from '@domain/contract/sign-in-sso';
import type { UserProfile } from '@domain/contract/profile';
import { SOURCE_APPS, sourceInfoOf, type SourceApp } from '@domain/source-info';
import type { WorkerAreaDeps } from '../area-deps';
import type { SessionSnapshot } from '../shared/contract';
import { toApiErrorData } from '../http/api-error';
import { loginWithOtp } from './auth';
import type { SsoWorkerApi } from './contract';

export function createSsoApi(deps: WorkerAreaDeps): SsoWorkerApi {
  const { client, session, config } = deps;
  const upperLocale = (): string => config.get().language.toUpperCase();

  /** Remembers which partner app the session came through (kept across a 401 to route the user back). */
  async function rememberSource(sourceApp: SourceApp): Promise<void> {
    const stored = await session.sourceInfo();
    await session.saveSourceInfo(stored ? { ...stored, sourceApp } : sourceInfoOf(sourceApp));
  }

  /**
   * A partner login answers a token but no number: the session is stored at once, then the
   * profile fills in the number (if that call fails, the page's profile gate loads it again).
   */
  async function startSession(answer: SsoLoginResponse): Promise<SessionSnapshot> {
    const snapshot = await session.set({
      bearerToken: answer.bearerToken,
      csTrackingId: answer.csTrackingId,
      phoneNumber: '',
      countryCode: '',
      segments: [],
    });
    try {
      const profile = await client.get<UserProfile>(API_PATHS.user);
      return await session.set({
        bearerToken: answer.bearerToken,
        csTrackingId: answer.csTrackingId,
        phoneNumber: profile.phoneNumber,
        countryCode: profile.countryCode,
        segments: profile.segments,
      });
    } catch (thrown) {
      console.info(`[sso] profile after login not loaded (${toApiErrorData(thrown).errorKey})`);
      return snapshot;
    }
  }

  return {
    loginBusiness: (input) => loginWithOtp(deps, SSO_API_PATHS.loginBusiness, input),

    async loginWithSsoCode(provider, input) {
      const body: SsoLoginRequest = {
        code: input.code,
        redirectUrl: input.redirectUrl,
        state: input.state,
        codeVerifier: input.codeVerifier,
      };
      const answer = await client.post<SsoLoginResponse>(SSO_API_PATHS.ssoLogin(provider), body, { locale: upperLocale() });
      await rememberSource(provider);
      return startSession(answer);
    },

    async loginWithGmaCode(code, language) {
      const answer = await client.post<SsoLoginResponse>(SSO_API_PATHS.gmaLogin, undefined, {
        locale: language.toUpperCase(),
        headers: { [HEADER_GMA_TOKEN]: code },
      });
      await rememberSource(SOURCE_APPS.businessLoanApp);
      return startSession(answer);
    },

    async loginWithMagicLink(code) {
      const answer = await client.post<SsoLoginResponse>(SSO_API_PATHS.magicLinkLogin, { code }, { locale: upperLocale() });
      return startSession(answer);
    },
  };
}
