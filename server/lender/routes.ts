/**
 * The lender application (issue 5): POST /legalEntityKYC/v1 validates everything again with the
 * contract's schemas and stores the application once all nine documents are stored; the owner
 * reads it back. See CONTRACT.md beside this file.
 */
import { Hono } from 'hono';
import {
  LENDER_PATHS,
  type LenderApplication,
  type LenderApplicationDocument,
  lenderApplicationRequestSchema,
} from '@domain/contract/lender';
import { jakartaDate } from '@domain/time';
import { requireSession } from '../http/auth';
import { parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { lenderDocumentsComplete, listLenderDocuments } from './documents/documents';
import { lenderMessage } from './messages';
import { isKnownRegionChain } from './regions';
import { renderLenderSandboxPage } from './sandbox-page';
import { findApplicationOfUser, findOwnApplication, insertApplication, listApplications } from './store';
import { isUuid } from '../http/uuid';

declare module '@server/http/errors' {
  interface AreaErrorCodes {
    LENDER_DOCUMENTS_INCOMPLETE: true;
    LENDER_APPLICATION_EXISTS: true;
    LENDER_APPLICATION_NOT_FOUND: true;
  }
}

export function lenderRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  app.post(LENDER_PATHS.application, requireSession(deps), async (c) => {
    const userId = c.get('session').userId;
    const now = clock.now();
    const request = parseWith(lenderApplicationRequestSchema(jakartaDate(now.getTime()), isKnownRegionChain), await readJsonBody(c));
    if (await findApplicationOfUser(db, userId)) {
      throw PlatformError.of(409, 'LENDER_APPLICATION_EXISTS', lenderMessage(c, 'LENDER_APPLICATION_EXISTS'));
    }
    if (!(await lenderDocumentsComplete(db, userId))) {
      throw PlatformError.of(409, 'LENDER_DOCUMENTS_INCOMPLETE', lenderMessage(c, 'LENDER_DOCUMENTS_INCOMPLETE'), 'documents');
    }
    const documents: LenderApplicationDocument[] = (await listLenderDocuments(db, userId)).map(({ type, id }) => ({ type, id }));
    const stored = await insertApplication(db, userId, request, documents, now);
    // Two submissions racing: the second finds the unique user_id taken.
    if (!stored) throw PlatformError.of(409, 'LENDER_APPLICATION_EXISTS', lenderMessage(c, 'LENDER_APPLICATION_EXISTS'));
    c.header('Cache-Control', 'no-store');
    return ok<LenderApplication>(c, stored, 201);
  });

  /** The caller's own application; nobody can name another's. */
  app.get(LENDER_PATHS.application, requireSession(deps), async (c) => {
    const application = await findApplicationOfUser(db, c.get('session').userId);
    if (!application) throw PlatformError.of(404, 'LENDER_APPLICATION_NOT_FOUND', lenderMessage(c, 'LENDER_APPLICATION_NOT_FOUND'));
    c.header('Cache-Control', 'no-store');
    return ok<LenderApplication>(c, application);
  });
  allowOnly(app, LENDER_PATHS.application, ['GET', 'POST']);

  /** By id, for its owner only: another user's id answers 404 as an unknown one does (no existence leak). */
  const byId = `${LENDER_PATHS.application}/applications/:id`;
  app.get(byId, requireSession(deps), async (c) => {
    const id = c.req.param('id') ?? '';
    const application = isUuid(id) ? await findOwnApplication(db, c.get('session').userId, id) : null;
    if (!application) throw PlatformError.of(404, 'LENDER_APPLICATION_NOT_FOUND', lenderMessage(c, 'LENDER_APPLICATION_NOT_FOUND'));
    c.header('Cache-Control', 'no-store');
    return ok<LenderApplication>(c, application);
  });
  allowOnly(app, byId, ['GET']);

  return app;
}

/** The sandbox's page and JSON list of every application with its documents. */
export function lenderSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const withDocuments = async () =>
    Promise.all(
      (await listApplications(db)).map(async ({ application, userId }) => ({
        application,
        userId,
        documents: await listLenderDocuments(db, userId),
      })),
    );

  app.get(LENDER_PATHS.sandboxPage, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderLenderSandboxPage(await withDocuments()));
  });
  allowOnly(app, LENDER_PATHS.sandboxPage, ['GET']);

  app.get(LENDER_PATHS.sandboxApplications, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await withDocuments());
  });
  allowOnly(app, LENDER_PATHS.sandboxApplications, ['GET']);

  return app;
}
