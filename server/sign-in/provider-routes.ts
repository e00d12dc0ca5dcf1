/**
 * The sandbox OAuth 2.0 authorisation server of one partner app: the authorisation page (GET shows
 * it, POST takes the person's choice and redirects back with a code or access_denied) and the
 * token endpoint (RFC 6749 4.1.3, with the PKCE verifier of RFC 7636).
 */
import { readFormBody } from '../http/body';
import { type Context, Hono } from 'hono';
import {
  MERCHANT_ROLES,
  type MerchantRole,
  OAUTH_ACCESS_DENIED,
  OAUTH_CLIENT_ID,
  OAUTH_SCOPE,
  type OAuthProvider,
  PKCE_METHOD,
  PKCE_VERIFIER_PATTERN,
  SIGNIN_SANDBOX_PATHS,
  authorizePath,
} from '@domain/contract/sign-in-sso';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { OAUTH_CODE_LIFETIME_MS, exchangeAuthorizationCode, issueAuthorizationCode } from './oauth-provider';
import { type AuthorizeParams, renderAuthorizeError, renderAuthorizePage } from './pages';
import { indonesianE164 } from './phone';
import { randomToken } from '../secrets';

const PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
] as const;
const BASE64URL_SHA256 = /^[A-Za-z0-9_-]{43}$/;

/**
 * The redirect URI registered for the app at this provider, and the only one accepted:
 * /sso/{provider} on the origin the authorisation request came to. The sandbox serves the app
 * on that same origin (npm start, the e2e server, and npm run dev, whose proxy keeps the Host),
 * so this pins the address exactly without knowing the port in advance; any other origin, path,
 * query or fragment is refused (before, any http(s) origin was taken).
 */
export function registeredRedirect(provider: OAuthProvider, requestUrl: string): string {
  return `${new URL(requestUrl).origin}/sso/${provider}`;
}

function isRegisteredRedirect(provider: OAuthProvider, uri: string, requestUrl: string): boolean {
  return uri === registeredRedirect(provider, requestUrl);
}

/** What is wrong with an authorisation request, or null. */
function requestProblem(provider: OAuthProvider, params: AuthorizeParams, requestUrl: string): string | null {
  if (params.client_id !== OAUTH_CLIENT_ID) return `Unknown client_id "${params.client_id}".`;
  if (!isRegisteredRedirect(provider, params.redirect_uri, requestUrl))
    return `redirect_uri "${params.redirect_uri}" is not registered for this client.`;
  if (params.response_type !== 'code') return 'response_type must be "code".';
  const scopes = params.scope.split(' ');
  if (!OAUTH_SCOPE.split(' ').every((scope) => scopes.includes(scope))) return `scope must include "${OAUTH_SCOPE}".`;
  if (params.state.length < 16) return 'state is required (at least 16 characters).';
  if (params.code_challenge_method !== PKCE_METHOD || !BASE64URL_SHA256.test(params.code_challenge))
    return 'PKCE is required: code_challenge with code_challenge_method=S256.';
  return null;
}

function withQuery(uri: string, query: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function authorizeRoutes(deps: RouteDeps, provider: OAuthProvider, refuseCrossSiteForm: (c: Context) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = authorizePath(provider);

  const show = (c: Context, params: AuthorizeParams, phone: string, error: string | null): Response => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderAuthorizePage(provider, params, { phone, error }), error ? 400 : 200);
  };

  app.get(path, (c) => {
    const params = Object.fromEntries(PARAM_NAMES.map((name) => [name, c.req.query(name)?.trim() ?? ''])) as AuthorizeParams;
    const problem = requestProblem(provider, params, c.req.url);
    if (problem) return c.html(renderAuthorizeError(provider, problem), 400);
    return show(c, params, '', null);
  });

  app.post(SIGNIN_SANDBOX_PATHS.authorizeDecision(provider), async (c) => {
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    const params = Object.fromEntries(PARAM_NAMES.map((name) => [name, text(form[name])])) as AuthorizeParams;
    const problem = requestProblem(provider, params, c.req.url);
    if (problem) return c.html(renderAuthorizeError(provider, problem), 400);
    if (text(form.decision) === 'deny') {
      return c.redirect(withQuery(params.redirect_uri, { error: OAUTH_ACCESS_DENIED, state: params.state }), 303);
    }
    const typed = text(form.phone);
    const phone = indonesianE164(typed);
    if (!phone) return show(c, params, typed, 'Enter the Indonesian mobile number of your account, such as 081234567890.');
    const role = text(form.merchant_role);
    const merchantRole: MerchantRole | null =
      provider === 'gobiz' ? ((MERCHANT_ROLES as readonly string[]).includes(role) ? (role as MerchantRole) : 'owner') : null;
    const code = await issueAuthorizationCode(
      deps.db,
      {
        provider,
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        state: params.state,
        codeChallenge: params.code_challenge,
        phoneE164: phone,
        merchantRole,
      },
      deps.clock.now(),
    );
    return c.redirect(withQuery(params.redirect_uri, { code, state: params.state }), 303);
  });
  allowOnly(app, path, ['GET', 'POST']);
  return app;
}

/** RFC 6749 5.2 error answer (the provider's format, not the platform's envelope). */
function oauthError(c: Context, error: string, description: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, 400);
}

export function tokenEndpointRoutes(deps: RouteDeps, provider: OAuthProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = SIGNIN_SANDBOX_PATHS.token(provider);
  app.post(path, async (c) => {
    const body = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded') ? await readFormBody(c) : null;
    if (!body) return oauthError(c, 'invalid_request', 'Send application/x-www-form-urlencoded.');
    if (text(body.grant_type) !== 'authorization_code') return oauthError(c, 'unsupported_grant_type', 'Only authorization_code.');
    const verifier = text(body.code_verifier);
    if (!PKCE_VERIFIER_PATTERN.test(verifier)) return oauthError(c, 'invalid_request', 'code_verifier is required (RFC 7636).');
    const outcome = await exchangeAuthorizationCode(
      deps.db,
      {
        provider,
        code: text(body.code),
        clientId: text(body.client_id),
        redirectUri: text(body.redirect_uri),
        codeVerifier: verifier,
        state: null,
      },
      deps.clock.now(),
    );
    if (outcome.kind !== 'granted') return oauthError(c, 'invalid_grant', outcome.cause);
    c.header('Cache-Control', 'no-store');
    return c.json({
      access_token: randomToken(24),
      token_type: 'Bearer',
      expires_in: Math.round(OAUTH_CODE_LIFETIME_MS / 1000) * 60,
      scope: OAUTH_SCOPE,
      // Stands in for the id_token's phone_number claim (OpenID Connect core 5.1).
      phone_number: outcome.phoneE164,
      merchant_role: outcome.merchantRole,
    });
  });
  allowOnly(app, path, ['POST']);
  return app;
}
