/**
 * PATCH /v2/user/account?confirm=true|false: saves the wizard's answers; confirm=true (step 3)
 * submits the KYC for review once both photos are on the platform (or progressive KYC applies)
 * and every detail is answered. After an approved KYC, confirm=true with only productName
 * applies for another product.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { AccountUpdateSchema, HEADER_KYC_TYPE, KYC_TYPE_PROGRESSIVE, type AdditionalDetails } from '@domain/contract/kyc';
import type { AccountUpdateResponse } from '@domain/contract/profile';
import { ADDITIONAL_DETAIL_FIELDS } from '@domain/kyc/details';
import { kycProductFrom, productWithStatus, type KycProduct } from '@domain/kyc/wizard';
import { PRODUCT_NAMES, type ProductName, type ProductStatus } from '@domain/products';
import { describeIssue, parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem, invalidPayload, unauthorized } from '../http/errors';
import type { AppEnv, RouteDeps } from '../http/types';
import { kycDocumentsFor } from './photos/documents';
import { progressiveKycAccepted } from './progressive/state';
import { loadProfile } from '../users/users';
import { productRequired } from './errors';
import { loadKycState, loadSubmission, markSubmitted, productStatusOf, saveDetails, setProductStatus } from './store';

function confirmFlag(raw: string | undefined): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw invalidPayload('Query parameter "confirm" must be true or false.', 'confirm');
}

function parseUpdate(body: unknown) {
  return parseWith(AccountUpdateSchema, body, (issue) => {
    const path = v.getDotPath(issue) ?? 'body';
    if (path === 'productName') return productRequired();
    const field = path.replace(/^additionalDetails\./, '');
    return errorItem('KYC_FIELD_INVALID', describeIssue(issue), field);
  });
}

export async function accountResponse(deps: RouteDeps, userId: string): Promise<AccountUpdateResponse> {
  const profile = await loadProfile(deps.db, userId);
  if (!profile) throw unauthorized('invalid');
  const statuses = Object.fromEntries(PRODUCT_NAMES.map((name) => [name, profile.userProductInfo[name].status])) as Record<
    ProductName,
    ProductStatus
  >;
  return { kycStatus: profile.kycStatus, statuses, userProductInfo: profile.userProductInfo };
}

/** Photos on the platform, or progressive KYC accepted and asked for with x-kyc-type. */
async function checkPhotos(c: Context<AppEnv>, deps: RouteDeps, userId: string): Promise<string | null> {
  if (c.req.header(HEADER_KYC_TYPE) === KYC_TYPE_PROGRESSIVE) {
    if (await progressiveKycAccepted(deps.db, userId)) return KYC_TYPE_PROGRESSIVE;
    throw PlatformError.of(
      409,
      'KYC_PHOTOS_MISSING',
      'Progressive KYC has not been accepted for this user; upload the ID card photo and the selfie instead.',
      HEADER_KYC_TYPE,
    );
  }
  const docs = await kycDocumentsFor(deps, userId);
  const missing = (['KTP', 'KTP_SELFIE'] as const).filter((type) => !docs.some((doc) => doc.type === type && doc.uploaded));
  if (missing.length > 0) {
    throw new PlatformError(
      409,
      missing.map((type) =>
        errorItem(
          'KYC_PHOTOS_MISSING',
          type === 'KTP' ? 'The ID card photo has not been uploaded yet.' : 'The selfie with the ID card has not been uploaded yet.',
          type,
        ),
      ),
    );
  }
  return null;
}

function checkComplete(details: AdditionalDetails): void {
  const missing = ADDITIONAL_DETAIL_FIELDS.filter((field) => details[field] === undefined);
  if (missing.length > 0) {
    throw new PlatformError(
      400,
      missing.map((field) => errorItem('KYC_DETAILS_INCOMPLETE', `Field "${field}" must be answered before the KYC is confirmed.`, field)),
    );
  }
}

export function updateAccount(deps: RouteDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const confirm = confirmFlag(c.req.query('confirm'));
    const update = parseUpdate(await readJsonBody(c));
    const product = kycProductFrom(update.productName);
    if (!product) throw PlatformError.of(400, 'KYC_PRODUCT_REQUIRED', 'Choose a service before identity verification.', 'productName');
    const userId = c.get('session').userId;
    const now = deps.clock.now();

    // The answers are kept even when the confirmation is refused (a photo still uploading, say).
    const refusal = await deps.db.transaction(async (tx): Promise<PlatformError | null> => {
      const state = await loadKycState(tx, userId);
      if (!state) throw unauthorized('invalid');
      if (state.kycStatus === 'KYC_SUBMITTED') {
        throw PlatformError.of(
          409,
          'KYC_ALREADY_SUBMITTED',
          'The identity verification is being reviewed; it cannot be changed until the review is done.',
          'kycStatus',
        );
      }
      if (state.kycStatus === 'KYC_APPROVED') {
        if (update.additionalDetails)
          throw PlatformError.of(
            409,
            'KYC_ALREADY_SUBMITTED',
            'The identity verification is already approved; its details cannot be changed.',
            'kycStatus',
          );
        if (!confirm) return null;
        // Applying for another product after an approved KYC: the credit decision follows (the
        // personal loan's is the cash-loan site's, so nothing changes here for it).
        const tracked = productWithStatus(product);
        if (!tracked) return null;
        const status = await productStatusOf(tx, userId, tracked);
        if (status === 'NOT_APPLIED') await setProductStatus(tx, userId, tracked, { status: 'WAITING', restPeriodEndDate: null }, now);
        return null;
      }
      const txDeps = { ...deps, db: tx };
      const details = await saveDetails(
        tx,
        userId,
        { product, segment: update.segment ?? null, details: update.additionalDetails ?? {} },
        now,
      );
      if (!confirm) return null;
      try {
        const kycType = await checkPhotos(c, txDeps, userId);
        checkComplete(details);
        await markSubmitted(tx, userId, product, kycType, now);
        return null;
      } catch (error) {
        if (error instanceof PlatformError) return error;
        throw error;
      }
    });
    if (refusal) throw refusal;
    return ok<AccountUpdateResponse>(c, await accountResponse(deps, userId));
  };
}

/** GET /v1/user/kyc/submission needs x-product-name, as the platform's clients send it. */
export function productFromHeader(c: Context<AppEnv>, header: string): KycProduct {
  const product = kycProductFrom(c.req.header(header) ?? null);
  if (!product)
    throw PlatformError.of(
      400,
      'KYC_PRODUCT_REQUIRED',
      `Header ${header} must name the service (paylater, cicilan, gomodal or paylater_cicilan).`,
      header,
    );
  return product;
}

export { loadSubmission };
