/** The KYC submission, review outcomes and the sandbox reviewer (issue 4). See CONTRACT.md. */
import { type Context, Hono } from 'hono';
import {
  HEADER_PRODUCT_NAME,
  KYC_PATHS,
  KYC_SANDBOX_PATHS,
  KycReviewSchema,
  type KycReviewResult,
  type KycSubmission,
} from '@domain/contract/kyc';
import { requireSession } from '../http/auth';
import { parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, unauthorized } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { kycDocumentsFor } from './photos/documents';
import { progressiveKycAccepted } from './progressive/state';
import { phoneFromPerson } from '../sandbox/phone-input';
import { productFromHeader, updateAccount } from './account';
import { readKtpDetails, updateKtpDetails } from './ktp-details';
import { applyReview } from './review';
import { renderReviewPage } from './sandbox-page';
import { loadKycState, loadSubmission } from './store';

export function kycRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.patch(KYC_PATHS.account, requireSession(deps), updateAccount(deps));
  allowOnly(app, KYC_PATHS.account, ['PATCH']);

  app.get(KYC_PATHS.submission, requireSession(deps), async (c) => {
    productFromHeader(c, HEADER_PRODUCT_NAME);
    const userId = c.get('session').userId;
    const [state, submission, docs, accepted] = await Promise.all([
      loadKycState(deps.db, userId),
      loadSubmission(deps.db, userId),
      kycDocumentsFor(deps, userId),
      progressiveKycAccepted(deps.db, userId),
    ]);
    if (!state) throw unauthorized('invalid');
    c.header('Cache-Control', 'no-store');
    return ok<KycSubmission>(c, {
      docs: [...docs].sort((a, b) => (a.type === b.type ? 0 : a.type === 'KTP' ? -1 : 1)),
      additionalDetails: submission?.additionalDetails ?? {},
      kycStatus: state.kycStatus,
      kycRejectionType: state.kycRejectionType,
      productName: submission?.product ?? null,
      progressive: accepted,
    });
  });
  allowOnly(app, KYC_PATHS.submission, ['GET']);

  app.get(KYC_PATHS.ktpDetails, requireSession(deps), readKtpDetails(deps));
  app.put(KYC_PATHS.ktpDetails, requireSession(deps), updateKtpDetails(deps));
  allowOnly(app, KYC_PATHS.ktpDetails, ['GET', 'PUT']);

  return app;
}

const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function describeResult(phone: string, result: KycReviewResult): string {
  const rest = result.restPeriodEndDate ? `, may retry from ${result.restPeriodEndDate}` : '';
  const type = result.kycRejectionType ? ` (${result.kycRejectionType})` : '';
  return `${phone}: KYC ${result.kycStatus}${type}; ${result.product} ${result.productStatus ?? '(status kept by the cash-loan site)'}${rest}.`;
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function kycSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const page = (c: Context, view: { phone: string; done: string | null; error: string | null }): Response => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderReviewPage(view), view.error ? 400 : 200);
  };

  app.get(KYC_SANDBOX_PATHS.page, (c) => page(c, { phone: phoneFromPerson(c.req.query('phone') ?? ''), done: null, error: null }));
  allowOnly(app, KYC_SANDBOX_PATHS.page, ['GET']);

  /** JSON answers the outcome; the page's form shows the page again with what happened. */
  app.post(KYC_SANDBOX_PATHS.review, async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      const review = parseWith(KycReviewSchema, await readJsonBody(c));
      return ok<KycReviewResult>(c, await applyReview(deps.db, review, deps.clock.now()));
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw PlatformError.of(403, 'FORBIDDEN', 'The reviewer can only be used from the sandbox page itself.', 'cross-site form');
    }
    const form = await readFormBody(c);
    const phone = phoneFromPerson(formText(form.phone));
    try {
      const decision = formText(form.decision);
      const review = parseWith(KycReviewSchema, {
        phone,
        decision,
        ...(decision === 'REJECT' ? { rejectionType: formText(form.rejectionType) } : {}),
        ...(decision === 'CREDIT_REJECT' ? { allowListed: formText(form.allowListed) === 'true' } : {}),
      });
      const result = await applyReview(deps.db, review, deps.clock.now());
      return page(c, { phone, done: describeResult(phone, result), error: null });
    } catch (error) {
      if (error instanceof PlatformError) return page(c, { phone, done: null, error: error.message });
      throw error;
    }
  });
  allowOnly(app, KYC_SANDBOX_PATHS.review, ['POST']);

  return app;
}
