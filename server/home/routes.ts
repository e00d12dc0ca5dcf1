/** Product cards data, contract signing, consents, the cash-loan token and seeded users (issue 3). */
import { type Context, Hono } from 'hono';
import {
  type CashLoanToken,
  type GomodalEligibility,
  type LoanSubmissionSummary,
  type OngoingSubmission,
  PRODUCTS_API_PATHS,
  PRODUCTS_SANDBOX_PATHS,
  type ProductsErrorCode,
  SEED_STATES,
  type SeedState,
  type SeededUser,
  SeedUserRequestSchema,
  type SignedResponse,
  type SigningInfo,
  type SigningProduct,
} from '@domain/contract/home';
import { ConsentSchema, type ConsentRecord, type ConsentsResponse } from '@domain/contract/consents';
import type { UserProfile } from '@domain/contract/profile';
import { maskPhone } from '@domain/phone';
import { PRODUCT_NAMES, type ProductName, type ProductStatus } from '@domain/products';
import { requireSession } from '../http/auth';
import { parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { type ErrorStatus, PlatformError, invalidPayload, unauthorized } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { changeOwnerOf, changeOwners } from '../ledger/change-owners';
import { activationTerms } from './contract-terms';
import { completeSignedMigrations, migrationSigningLabel, migrationSigningRequest } from './migration-signing';
import { loadProfile } from '../users/users';
import { renderCashLoanPage, renderSeedPage, renderSigningPage } from './pages';
import { seedUser } from './seed';
import {
  activateSignedProducts,
  currentSigningRequest,
  findSigningRequest,
  gomodalEligibility,
  issueCashLoanToken,
  listConsents,
  listSubmissions,
  markSigned,
  ongoingSubmission,
  signedChangeIds,
  signingRequestForChange,
  redeemCashLoanToken,
  storeConsent,
} from './store';

/** A consent is small; anything larger is not a consent. */
const MAX_CONSENT_JSON_CHARS = 4096;

function productsError(status: ErrorStatus, code: ProductsErrorCode, message: string, cause = ''): PlatformError {
  return new PlatformError(status, [{ code, message, errorKey: code, cause }]);
}

async function profileOf(deps: RouteDeps, userId: string): Promise<UserProfile> {
  const profile = await loadProfile(deps.db, userId);
  if (!profile) throw unauthorized('invalid');
  return profile;
}

function statusesOf(profile: UserProfile): Record<ProductName, ProductStatus> {
  const statuses = {} as Record<ProductName, ProductStatus>;
  for (const product of PRODUCT_NAMES) statuses[product] = profile.userProductInfo[product].status;
  return statuses;
}

function refuseCrossSiteForm(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw PlatformError.of(403, 'FORBIDDEN', 'Sandbox forms can only be sent from the sandbox pages themselves.', 'cross-site form');
  }
}

const isForm = (c: Context): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(c.req.header('content-type') ?? '');
const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function productsRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireSession(deps);

  app.get(PRODUCTS_API_PATHS.gomodalEligibility, auth, async (c) =>
    ok<GomodalEligibility>(c, await gomodalEligibility(db, c.get('session').userId)),
  );
  allowOnly(app, PRODUCTS_API_PATHS.gomodalEligibility, ['GET']);

  // Registered before /submissions/:id-like paths would be: "ongoing" is a fixed segment.
  app.get(PRODUCTS_API_PATHS.gomodalOngoingSubmission, auth, async (c) =>
    ok<OngoingSubmission>(c, { submission: await ongoingSubmission(db, c.get('session').userId) }),
  );
  allowOnly(app, PRODUCTS_API_PATHS.gomodalOngoingSubmission, ['GET']);

  app.get(PRODUCTS_API_PATHS.gomodalSubmissions, auth, async (c) =>
    ok<LoanSubmissionSummary[]>(c, await listSubmissions(db, c.get('session').userId)),
  );
  allowOnly(app, PRODUCTS_API_PATHS.gomodalSubmissions, ['GET']);

  const signingInfo = (product: SigningProduct) => async (c: Context<AppEnv>) => {
    const userId = c.get('session').userId;
    const profile = await profileOf(deps, userId);
    const status = profile.userProductInfo[product].status;
    if (status === 'ACTIVATED') {
      // An activated product signs again only for a change the user chose (a new limit, issue 10).
      const change = (await changeOwnerOf(product)?.awaitingSignature(db, userId)) ?? null;
      // Or the move to the new provider (issue 10, migration).
      const migration = !change ? await migrationSigningRequest(db, product, userId, clock.now()) : null;
      if (migration) {
        if (migration.signedAt) return ok<SigningInfo>(c, { is_signed: true, url: '' });
        return ok<SigningInfo>(c, { is_signed: false, url: `${PRODUCTS_SANDBOX_PATHS.privySign}/${encodeURIComponent(migration.id)}` });
      }
      if (!change) return ok<SigningInfo>(c, { is_signed: true, url: '' });
      const request = await signingRequestForChange(db, userId, product, change, clock.now());
      if (request.signedAt) return ok<SigningInfo>(c, { is_signed: true, url: '' });
      return ok<SigningInfo>(c, { is_signed: false, url: `${PRODUCTS_SANDBOX_PATHS.privySign}/${encodeURIComponent(request.id)}` });
    }
    if (status !== 'APPROVED') {
      throw productsError(
        409,
        'SIGNING_NOT_AVAILABLE',
        `There is no ${product} contract to sign: the product is ${status}, not APPROVED.`,
        status,
      );
    }
    const request = await currentSigningRequest(db, userId, product, clock.now());
    if (request.signedAt) return ok<SigningInfo>(c, { is_signed: true, url: '' });
    return ok<SigningInfo>(c, {
      is_signed: false,
      url: `${PRODUCTS_SANDBOX_PATHS.privySign}/${encodeURIComponent(request.id)}`,
      terms: activationTerms(product),
    });
  };
  app.get(PRODUCTS_API_PATHS.paylaterSigningInfo, auth, signingInfo('paylater'));
  allowOnly(app, PRODUCTS_API_PATHS.paylaterSigningInfo, ['GET']);
  app.get(PRODUCTS_API_PATHS.cicilanSigningInfo, auth, signingInfo('cicilan'));
  allowOnly(app, PRODUCTS_API_PATHS.cicilanSigningInfo, ['GET']);

  app.post(PRODUCTS_API_PATHS.signed, auth, async (c) => {
    const userId = c.get('session').userId;
    await activateSignedProducts(db, userId, clock.now());
    const signedChanges = await signedChangeIds(db, userId);
    for (const owner of changeOwners()) await owner.scheduleSigned(db, signedChanges, clock.now());
    await completeSignedMigrations(db, userId, clock.now());
    const profile = await profileOf(deps, userId);
    return ok<SignedResponse>(c, { statuses: statusesOf(profile), userProductInfo: profile.userProductInfo });
  });
  allowOnly(app, PRODUCTS_API_PATHS.signed, ['POST']);

  app.get(PRODUCTS_API_PATHS.consents, auth, async (c) =>
    ok<ConsentsResponse>(c, { consents: await listConsents(db, c.get('session').userId) }),
  );
  app.post(PRODUCTS_API_PATHS.consents, auth, async (c) => {
    const body = await readJsonBody(c);
    const consent = parseWith(ConsentSchema, body);
    if (JSON.stringify(consent).length > MAX_CONSENT_JSON_CHARS)
      throw invalidPayload(`A consent is at most ${MAX_CONSENT_JSON_CHARS} characters of JSON.`, 'body');
    return ok<ConsentRecord>(c, await storeConsent(db, c.get('session').userId, consent, clock.now()), 201);
  });
  allowOnly(app, PRODUCTS_API_PATHS.consents, ['GET', 'POST']);

  app.get(PRODUCTS_API_PATHS.cashLoanToken, auth, async (c) => {
    const token = await issueCashLoanToken(db, c.get('session').userId, clock.now());
    return ok<CashLoanToken>(c, { token, url: PRODUCTS_SANDBOX_PATHS.cashLoanSite });
  });
  allowOnly(app, PRODUCTS_API_PATHS.cashLoanToken, ['GET']);

  return app;
}

const SIGNING_LABELS: Record<SigningProduct, string> = { paylater: 'PayLater (monthly)', cicilan: 'Cicilan (instalments)' };

/** What the provider's page says is being signed: the product's contract, or a change to it (its owner describes it). */
async function signingLabelOf(db: RouteDeps['db'], requestId: string, product: SigningProduct, changeId: string | null): Promise<string> {
  const owner = changeOwnerOf(product);
  const change = (await migrationSigningLabel(db, requestId)) ?? (changeId && owner ? await owner.describe(db, changeId) : null);
  return change ? `${SIGNING_LABELS[product]}: ${change}` : SIGNING_LABELS[product];
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function productsSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  const seedPage = (
    c: Context,
    view: { phone?: string; state?: SeedState; error?: string | null; seeded?: { phone: string; state: SeedState; now: string } | null },
    status: 200 | 400 = 200,
  ) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderSeedPage({ phone: view.phone ?? '', state: view.state ?? 'new', error: view.error ?? null, seeded: view.seeded ?? null }),
      status,
    );
  };

  app.get(PRODUCTS_SANDBOX_PATHS.users, (c) => seedPage(c, {}));
  app.post(PRODUCTS_SANDBOX_PATHS.users, async (c) => {
    if (!isForm(c)) {
      const request = parseWith(SeedUserRequestSchema, await readJsonBody(c));
      return ok<SeededUser>(c, await seedUser(db, clock, request.phone, request.state), 201);
    }
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    const phone = formText(form.phone);
    const rawState = formText(form.state);
    const state = (SEED_STATES as readonly string[]).includes(rawState) ? (rawState as SeedState) : null;
    if (!state) return seedPage(c, { phone, error: `"${rawState}" is not a state this sandbox knows.` }, 400);
    try {
      const seeded = await seedUser(db, clock, phone, state);
      return seedPage(c, { phone: seeded.phone, state, seeded });
    } catch (error) {
      if (error instanceof PlatformError) return seedPage(c, { phone, state, error: error.message }, 400);
      throw error;
    }
  });
  allowOnly(app, PRODUCTS_SANDBOX_PATHS.users, ['GET', 'POST']);

  const signingView = async (id: string) => {
    const request = await findSigningRequest(db, id);
    if (!request) return null;
    const profile = await loadProfile(db, request.userId);
    return {
      request,
      view: {
        id,
        productLabel: await signingLabelOf(db, id, request.product, request.changeId),
        maskedPhone: profile ? maskPhone(`${profile.countryCode}${profile.phoneNumber}`) : '',
        createdAt: request.createdAt.toISOString(),
        signedAt: request.signedAt?.toISOString() ?? null,
      },
    };
  };
  const notFoundPage = (c: Context) =>
    c.html(
      '<!doctype html><html lang="en"><title>Not found</title><h1>No such contract</h1><p>This signing link is unknown.</p></html>',
      404,
    );

  const signPath = `${PRODUCTS_SANDBOX_PATHS.privySign}/:id`;
  app.get(signPath, async (c) => {
    const found = await signingView(c.req.param('id') ?? '');
    if (!found) return notFoundPage(c);
    c.header('Cache-Control', 'no-store');
    return c.html(renderSigningPage(found.view));
  });
  app.post(signPath, async (c) => {
    refuseCrossSiteForm(c);
    const found = await signingView(c.req.param('id') ?? '');
    if (!found) return notFoundPage(c);
    await markSigned(db, found.request.id, clock.now());
    // The provider sends the user back to the app, which then tells the platform (POST /privy/signed).
    return c.redirect('/signed', 303);
  });
  allowOnly(app, signPath, ['GET', 'POST']);

  app.get(PRODUCTS_SANDBOX_PATHS.cashLoanSite, async (c) => {
    const code = c.req.query('code') ?? '';
    const userId = code ? await redeemCashLoanToken(db, code, clock.now()) : null;
    const profile = userId ? await loadProfile(db, userId) : null;
    const params = Object.entries(c.req.query()).filter(([name]) => name !== 'code');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(
      renderCashLoanPage({
        ok: profile !== null,
        maskedPhone: profile ? maskPhone(`${profile.countryCode}${profile.phoneNumber}`) : null,
        params,
      }),
      profile ? 200 : 400,
    );
  });
  allowOnly(app, PRODUCTS_SANDBOX_PATHS.cashLoanSite, ['GET']);

  return app;
}
