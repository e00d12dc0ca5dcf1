/** Single sign-on providers, magic links and the business-capital login (issue 3). See CONTRACT.md. */
import { type Context, Hono } from 'hono';
import { HEADER_USER_LOCALE } from '@domain/contract/http';
import {
  identityTypeOf,
  userTypeOf,
  HEADER_GMA_TOKEN,
  MagicLinkLoginRequestSchema,
  OAUTH_CLIENT_ID,
  OAUTH_PROVIDERS,
  SIGNIN_SANDBOX_PATHS,
  SSO_API_PATHS,
  type SandboxGmaCode,
  SandboxGmaCodeRequestSchema,
  type SandboxMail,
  SandboxMagicLinkRequestSchema,
  SsoLoginRequestSchema,
  type SsoLoginResponse,
} from '@domain/contract/sign-in-sso';
import { type Language, isSupportedLanguage } from '@domain/languages';
import { parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { signInVerified } from './accounts';
import { ssoBadRequest, ssoError } from './errors';
import { mintGmaCode, redeemGmaCode } from './gma';
import { listMail, mailMagicLink, redeemMagicLink } from './magic-links';
import { exchangeAuthorizationCode } from './oauth-provider';
import { sha256Hex } from '../secrets';
import { authorizeRoutes, tokenEndpointRoutes } from './provider-routes';
import { renderSignInSandboxPage, type SignInSandboxView } from './pages';
import { indonesianE164 } from './phone';

/** x-user-locale carries the language in upper case; anything else keeps the user's stored language. */
function localeOf(c: Context): Language | null {
  const language = c.req.header(HEADER_USER_LOCALE)?.trim().toLowerCase();
  return isSupportedLanguage(language) ? language : null;
}

type SsoOutcome = { kind: 'signed-in'; value: SsoLoginResponse } | { kind: 'failed'; error: PlatformError };

export function signInRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  /**
   * POST /v1/login/sso/{provider}: the platform is the OAuth client's back end. It refuses a state
   * it has seen, exchanges the code with the provider (code, redirect URI, client id and the PKCE
   * verifier) and signs the user in. Failures commit what they used up (state and code), so
   * neither can be tried again.
   */
  for (const provider of OAUTH_PROVIDERS) {
    const path = SSO_API_PATHS.ssoLogin(provider);
    app.post(path, async (c) => {
      const request = parseWith(SsoLoginRequestSchema, await readJsonBody(c));
      const language = localeOf(c);
      const now = clock.now();
      const outcome = await db.transaction<SsoOutcome>(async (tx) => {
        const fresh = await tx.query(
          `insert into sso_used_states (provider, state_hash, used_at) values ($1, $2, $3) on conflict do nothing returning 1 as ok`,
          [provider, sha256Hex(request.state), now.toISOString()],
        );
        if (fresh.length === 0) {
          return {
            kind: 'failed',
            error: ssoError(400, 'SSO_STATE_REPLAYED', 'This sign-in was already used. Start the sign-in again.', 'state replayed'),
          };
        }
        const exchange = await exchangeAuthorizationCode(
          tx,
          {
            provider,
            code: request.code,
            clientId: OAUTH_CLIENT_ID,
            redirectUri: request.redirectUrl,
            codeVerifier: request.codeVerifier,
            state: request.state,
          },
          now,
        );
        if (exchange.kind !== 'granted') return { kind: 'failed', error: ssoBadRequest(exchange.cause) };
        const identityType = identityTypeOf(provider);
        const value = await signInVerified(tx, exchange.phoneE164, language, now, {
          provider,
          userType: userTypeOf(identityType),
          identityType,
          merchantRole: exchange.merchantRole,
        });
        return { kind: 'signed-in', value };
      });
      if (outcome.kind === 'failed') throw outcome.error;
      return ok<SsoLoginResponse>(c, outcome.value);
    });
    allowOnly(app, path, ['POST']);
  }

  /**
   * POST /v1/login/gma: x-token is the partner app's code. Corporate and foreigner accounts are
   * refused with their own codes (403 would read as "session ended", so 422); E14 and E15 are the
   * partner's own answers.
   */
  app.post(SSO_API_PATHS.gmaLogin, async (c) => {
    const token = c.req.header(HEADER_GMA_TOKEN)?.trim() ?? '';
    if (token === '' || token.length > 200)
      throw invalidPayload('The header x-token is required: the code the partner app opened the page with.', HEADER_GMA_TOKEN);
    const language = localeOf(c);
    const now = clock.now();
    const outcome = await db.transaction<SsoOutcome>(async (tx) => {
      const redeemed = await redeemGmaCode(tx, token, now);
      if (redeemed.kind === 'unusable') {
        return {
          kind: 'failed',
          error: ssoError(
            401,
            'E14',
            'The code from the partner app has expired or was already used. Open the loan again from the partner app.',
            redeemed.cause,
          ),
        };
      }
      switch (redeemed.outcome) {
        case 'corporate':
          return {
            kind: 'failed',
            error: ssoError(422, 'GMA_CORPORATE', 'Business capital is not yet available for corporate accounts.', 'corporate'),
          };
        case 'foreigner':
          return {
            kind: 'failed',
            error: ssoError(
              422,
              'GMA_FOREIGNER',
              'This account is registered with a passport or business permit; a national ID is needed.',
              'foreigner',
            ),
          };
        case 'E14':
          return {
            kind: 'failed',
            error: ssoError(
              401,
              'E14',
              'The partner app says the sign-in has expired. Open the loan again from the partner app.',
              'partner E14',
            ),
          };
        case 'E15':
          return {
            kind: 'failed',
            error: ssoError(422, 'E15', 'The partner app says this account cannot use business capital right now.', 'partner E15'),
          };
        case 'eligible':
          return {
            kind: 'signed-in',
            value: await signInVerified(tx, redeemed.phoneE164, language, now, {
              provider: 'gma',
              userType: 'merchant',
              identityType: null,
              merchantRole: 'owner',
            }),
          };
      }
    });
    if (outcome.kind === 'failed') throw outcome.error;
    return ok<SsoLoginResponse>(c, outcome.value);
  });
  allowOnly(app, SSO_API_PATHS.gmaLogin, ['POST']);

  /** POST /v1/login/token: the magic link's code, once, before it expires. */
  app.post(SSO_API_PATHS.magicLinkLogin, async (c) => {
    const request = parseWith(MagicLinkLoginRequestSchema, await readJsonBody(c));
    const language = localeOf(c);
    const now = clock.now();
    const outcome = await db.transaction<SsoOutcome>(async (tx) => {
      const link = await redeemMagicLink(tx, request.code, now);
      if (link.kind === 'invalid') {
        return {
          kind: 'failed',
          error: ssoError(
            400,
            'MAGIC_LINK_INVALID',
            'This sign-in link is not valid any more: it was used, has expired or is unknown.',
            link.cause,
          ),
        };
      }
      return { kind: 'signed-in', value: await signInVerified(tx, link.phoneE164, language, now, null) };
    });
    if (outcome.kind === 'failed') throw outcome.error;
    return ok<SsoLoginResponse>(c, outcome.value);
  });
  allowOnly(app, SSO_API_PATHS.magicLinkLogin, ['POST']);

  return app;
}

const isForm = (c: Context): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(c.req.header('content-type') ?? '');
const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Without this, any site could post a form here that mints codes or mails links. */
export function refuseCrossSiteForm(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw PlatformError.of(403, 'FORBIDDEN', 'This sandbox form can only be sent from the sandbox page itself.', 'cross-site form');
  }
}

function requireIndonesian(raw: string): string {
  const phone = indonesianE164(raw);
  if (!phone) throw invalidPayload(`"${raw}" is not an Indonesian mobile number: use 0812..., 812... or +62812....`, 'phone');
  return phone;
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function signInSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  for (const provider of OAUTH_PROVIDERS) {
    app.route('/', authorizeRoutes(deps, provider, refuseCrossSiteForm));
    app.route('/', tokenEndpointRoutes(deps, provider));
  }

  const page = (c: Context, view: SignInSandboxView, status: 200 | 400 = 200): Response => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderSignInSandboxPage(view), status);
  };
  const pageError = (c: Context, error: unknown): Response => {
    if (error instanceof PlatformError) return page(c, { gma: null, mailbox: null, error: error.message }, 400);
    throw error;
  };

  app.get(SIGNIN_SANDBOX_PATHS.page, async (c) => {
    const raw = c.req.query('mailbox')?.trim() ?? '';
    if (!raw) return page(c, { gma: null, mailbox: null, error: null });
    const to = indonesianE164(raw);
    if (!to) return page(c, { gma: null, mailbox: null, error: `"${raw}" is not an Indonesian mobile number.` }, 400);
    return page(c, { gma: null, mailbox: { to, mail: await listMail(db, to) }, error: null });
  });
  allowOnly(app, SIGNIN_SANDBOX_PATHS.page, ['GET']);

  /** The partner app opening /sso/gma: JSON answers {code, url}; the page's form shows the link. */
  app.post(SIGNIN_SANDBOX_PATHS.gmaCodes, async (c) => {
    const origin = new URL(c.req.url).origin;
    const mint = async (input: unknown): Promise<SandboxGmaCode> => {
      const request = parseWith(SandboxGmaCodeRequestSchema, input);
      const code = await mintGmaCode(db, requireIndonesian(request.phone), request.outcome, clock.now());
      const language = request.language ?? 'id';
      return { code, url: `${origin}/sso/gma?code=${encodeURIComponent(code)}&language=${encodeURIComponent(language)}` };
    };
    if (!isForm(c)) return ok<SandboxGmaCode>(c, await mint(await readJsonBody(c)));
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    try {
      const gma = await mint({ phone: formText(form.phone), outcome: formText(form.outcome), language: formText(form.language) || 'id' });
      return page(c, { gma, mailbox: null, error: null });
    } catch (error) {
      return pageError(c, error);
    }
  });
  allowOnly(app, SIGNIN_SANDBOX_PATHS.gmaCodes, ['POST']);

  /** Mails a magic link to the account: JSON answers the mail; the page's form shows the mailbox. */
  app.post(SIGNIN_SANDBOX_PATHS.magicLinks, async (c) => {
    const origin = new URL(c.req.url).origin;
    const send = async (input: unknown): Promise<SandboxMail> => {
      const request = parseWith(SandboxMagicLinkRequestSchema, input);
      return mailMagicLink(db, requireIndonesian(request.phone), origin, clock.now());
    };
    if (!isForm(c)) return ok<SandboxMail>(c, await send(await readJsonBody(c)));
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    try {
      const mail = await send({ phone: formText(form.phone) });
      return c.redirect(`${SIGNIN_SANDBOX_PATHS.page}?mailbox=${encodeURIComponent(mail.to)}`, 303);
    } catch (error) {
      return pageError(c, error);
    }
  });
  allowOnly(app, SIGNIN_SANDBOX_PATHS.magicLinks, ['POST']);

  app.get(SIGNIN_SANDBOX_PATHS.mail, async (c) => {
    const to = indonesianE164(c.req.query('to') ?? '');
    if (!to) throw invalidPayload('Query parameter "to" is required: the account\'s number, such as +62812345678 (encode + as %2B).', 'to');
    return ok<SandboxMail[]>(c, await listMail(db, to));
  });
  allowOnly(app, SIGNIN_SANDBOX_PATHS.mail, ['GET']);

  return app;
}
