/** The lender application's documents (issue 5): upload addresses, what is stored, and a sandbox read. */
import { Hono } from 'hono';
import {
  LENDER_DOCUMENTS_SANDBOX_PATHS,
  LENDER_DOCUMENT_PATHS,
  onboardingDocsRequestSchema,
  type LenderDocumentStatusResponse,
  type OnboardingDocsResponse,
  type SandboxLenderDocument,
} from '@domain/contract/lender/documents';
import { requireSession } from '@server/http/auth';
import { parseWith, readJsonBody } from '@server/http/body';
import { ok } from '@server/http/envelope';
import { invalidPayload } from '@server/http/errors';
import { allowOnly } from '@server/http/fallbacks';
import type { AppEnv, RouteDeps } from '@server/http/types';
import { phoneFromQuery } from '@server/sandbox/phone-input';
import { issueLenderDocumentAddresses, lenderDocumentStatuses, listLenderDocuments } from './documents';
import { userIdByPhone } from '@server/users/users';
import { isUuid } from '@server/http/uuid';

export function lenderDocumentsRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Fresh addresses for all nine at once: the client asks again whenever one has expired. */
  app.post(LENDER_DOCUMENT_PATHS.onboardingDoc, requireSession(deps), async (c) => {
    parseWith(onboardingDocsRequestSchema, await readJsonBody(c));
    const docs = await issueLenderDocumentAddresses(deps, c.get('session').userId);
    return ok<OnboardingDocsResponse>(c, { docs });
  });
  allowOnly(app, LENDER_DOCUMENT_PATHS.onboardingDoc, ['POST']);

  /** Only the caller's own documents: the session decides whose, never a parameter. */
  app.get(LENDER_DOCUMENT_PATHS.onboardingDocStatus, requireSession(deps), async (c) => {
    c.header('Cache-Control', 'no-store');
    const documents = await lenderDocumentStatuses(deps.db, c.get('session').userId);
    return ok<LenderDocumentStatusResponse>(c, { documents });
  });
  allowOnly(app, LENDER_DOCUMENT_PATHS.onboardingDocStatus, ['GET']);

  return app;
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function lenderDocumentsSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** A user's nine documents with their upload counts, by ?userId= or ?phone= (E.164). */
  app.get(LENDER_DOCUMENTS_SANDBOX_PATHS.documents, async (c) => {
    const userId = c.req.query('userId');
    const phone = phoneFromQuery(c.req.query('phone'));
    let owner: string | null = null;
    if (userId !== undefined) {
      if (!isUuid(userId)) throw invalidPayload('Query parameter "userId" must be a user id (a UUID).', 'userId');
      owner = userId;
    } else if (phone !== '') {
      owner = await userIdByPhone(deps.db, phone);
    } else {
      throw invalidPayload('Give the query parameter "userId" or "phone" (E.164, + encoded as %2B).', 'userId');
    }
    c.header('Cache-Control', 'no-store');
    return ok<SandboxLenderDocument[]>(c, owner ? await listLenderDocuments(deps.db, owner) : []);
  });
  allowOnly(app, LENDER_DOCUMENTS_SANDBOX_PATHS.documents, ['GET']);

  return app;
}
