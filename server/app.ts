import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isPlatformPath } from '@domain/contract/http';
import { STORAGE_PATH_PREFIX } from '@domain/contract/storage';
import { MAX_JSON_BODY_BYTES } from './http/body';
import { failure } from './http/envelope';
import { PlatformError } from './http/errors';
import { errorHandler, notFoundHandler } from './http/fallbacks';
import { idempotentRequests } from './http/idempotency';
import { inputGuard } from './http/input-guard';
import { closeWhenBodyUnread } from './http/connection';
import { cors } from './http/cors';
import { noStoreOnSandbox, noStoreWhenAuthenticated } from './http/no-store';
import { pageStyleHashes, securityHeaders } from './http/security-headers';
import { staticApp } from './http/static';
import { type AppDeps, type AppEnv, DEFAULT_LIMITS, type RouteDeps } from './http/types';
import { consoleLogger, redact } from './logger';
import { authRoutes } from './sign-in/phone-routes';
import { eventRoutes } from './account/event-routes';
import { userRoutes } from './account/routes';
import { accountSandboxRoutes } from './account/sandbox-routes';
import { sandboxRequestLog } from './sandbox/request-log';
import { sandboxRoutes } from './sandbox/routes';
import { signInRoutes, signInSandboxRoutes } from './sign-in/routes';
import { productsRoutes, productsSandboxRoutes } from './home/routes';
import { kycRoutes, kycSandboxRoutes } from './kyc/routes';
import { progressiveKycRoutes, progressiveKycSandboxRoutes } from './kyc/progressive/routes';
import { lenderRoutes, lenderSandboxRoutes } from './lender/routes';
import { lenderDocumentsRoutes, lenderDocumentsSandboxRoutes } from './lender/documents/routes';
import { temporaryFileStore } from './storage/file-store';
import { storageRoutes, storageSandboxRoutes } from './storage/routes';
import { paylaterRoutes, paylaterSandboxRoutes } from './paylater/routes';
import { cicilanRoutes, cicilanSandboxRoutes } from './cicilan/routes';
import { repaymentRoutes, repaymentSandboxRoutes } from './repayment/routes';
import { gomodalRoutes } from './gomodal/routes';
import { gomodalSandboxRoutes } from './gomodal/sandbox-routes';
import { registerBookOwner } from './ledger/book-owners';
import { registerChangeOwner } from './ledger/change-owners';
import { paylaterBookOwner } from './paylater/book-owner';
import { paylaterChangeOwner } from './paylater/change-owner';
import { cicilanBookOwner } from './cicilan/book-owner';
import { registerSeedHistories } from './lending/seed-histories';
import { PAYLATER_SEED_HISTORIES } from './paylater/seed-history';
import { CICILAN_SEED_HISTORIES } from './cicilan/seed-history';

export type { AppDeps } from './http/types';

// The shared ledger and the home's signing and seeds reach each product's own rules only through these owners.
registerBookOwner('paylater', paylaterBookOwner);
registerBookOwner('cicilan', cicilanBookOwner);
registerChangeOwner('paylater', paylaterChangeOwner);
registerSeedHistories('paylater', PAYLATER_SEED_HISTORIES);
registerSeedHistories('cicilan', CICILAN_SEED_HISTORIES);

/** The sandbox platform as one Hono app: API, sandbox stand-ins and the built web app, one origin. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const log = deps.log ?? consoleLogger;
  const routeDeps: RouteDeps = {
    db: deps.db,
    clock: deps.clock,
    log,
    sandbox: deps.sandbox,
    limits: { ...DEFAULT_LIMITS, ...deps.limits },
    files: deps.files ?? temporaryFileStore(),
    behindTls: deps.behindTls ?? false,
  };
  const app = new Hono<AppEnv>();

  app.use(closeWhenBodyUnread);
  app.use(
    securityHeaders(deps.apiOrigins, pageStyleHashes(deps.staticDir ? join(deps.staticDir, 'index.html') : null), {
      hsts: routeDeps.behindTls,
    }),
  );
  app.use(cors(deps.apiOrigins ?? []));
  app.use(noStoreWhenAuthenticated);
  app.use(noStoreOnSandbox);
  // Every server on the database reads the same "now": the sandbox clock is kept there.
  app.use(async (c, next) => {
    if (isPlatformPath(c.req.path)) await deps.clock.refresh();
    await next();
  });
  const requestLog = deps.sandbox ? sandboxRequestLog() : null;
  if (requestLog) app.use(requestLog.record);
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // The path only: queries (?phone=) may carry personal data.
    log.info(`${c.req.method} ${redact(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) =>
      failure(c, PlatformError.of(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KiB.`)),
  });
  // Files have their own limits per bucket (server/storage/routes.ts).
  app.use((c, next) => (isPlatformPath(c.req.path) && !c.req.path.startsWith(STORAGE_PATH_PREFIX) ? limitBody(c, next) : next()));
  app.use(inputGuard);
  app.use(idempotentRequests(routeDeps));

  app.route('/', authRoutes(routeDeps));
  app.route('/', userRoutes(routeDeps));
  app.route('/', eventRoutes(routeDeps));
  /** Each area's routes live in its own folder. */
  const areas = [
    [signInRoutes, signInSandboxRoutes],
    [productsRoutes, productsSandboxRoutes],
    [kycRoutes, kycSandboxRoutes],
    [progressiveKycRoutes, progressiveKycSandboxRoutes],
    [lenderRoutes, lenderSandboxRoutes],
    [lenderDocumentsRoutes, lenderDocumentsSandboxRoutes],
    [paylaterRoutes, paylaterSandboxRoutes],
    [cicilanRoutes, cicilanSandboxRoutes],
    // Before repayment: the catch-up paths of a merchant loan's submission are answered here, any other id there.
    [gomodalRoutes, gomodalSandboxRoutes],
    [repaymentRoutes, repaymentSandboxRoutes],
  ] as const;
  for (const [routes] of areas) app.route('/', routes(routeDeps));
  if (deps.sandbox) {
    app.route('/', sandboxRoutes(routeDeps));
    app.route('/', accountSandboxRoutes(routeDeps));
    if (requestLog) app.route('/', requestLog.routes());
    // The sandbox's object store lives under /sandbox/storage: with the sandbox off, a real store serves the signed addresses.
    app.route('/', storageRoutes(routeDeps));
    app.route('/', storageSandboxRoutes(routeDeps));
    for (const [, sandbox] of areas) app.route('/', sandbox(routeDeps));
  }

  if (deps.staticDir && existsSync(deps.staticDir)) app.use(staticApp(deps.staticDir));

  app.notFound(notFoundHandler);
  app.onError(errorHandler(log));
  return app;
}
