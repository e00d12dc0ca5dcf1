/**
 * POST /v1/user/account {productName}: applying for pay-later or cicilan (server/paylater/CONTRACT.md
 * "Apply"). The answer is the account's, as PATCH /v2/user/account answers it.
 */
import type { Context } from 'hono';
import { type ApplyResponse, ApplyRequestSchema } from '@domain/contract/apply';
import { productKeyFromWire } from '@domain/contract/product-names';
import { PRODUCT_NAMES, type KycStatus, type ProductName, type ProductStatus } from '@domain/products';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import { parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { errorItem, unauthorized } from '../http/errors';
import type { AppEnv, RouteDeps } from '../http/types';
import { loadProfile } from '../users/users';
import { paylaterError } from './errors';

interface ApplyingState {
  kycStatus: KycStatus;
  status: ProductStatus;
  whitelisted: boolean;
  restPeriodEndDate: string | null;
}

async function applyingState(db: Db, userId: string, product: ProductName): Promise<ApplyingState | null> {
  const [row] = await db.query<{ kyc_status: KycStatus; status: ProductStatus; whitelisted: boolean; rest_period_end_date: string | null }>(
    `select u.kyc_status, p.status, p.whitelisted, p.rest_period_end_date::text as rest_period_end_date
     from users u join user_products p on p.user_id = u.id and p.product = $2 where u.id = $1 for update of p`,
    [userId, product],
  );
  return row
    ? { kycStatus: row.kyc_status, status: row.status, whitelisted: row.whitelisted, restPeriodEndDate: row.rest_period_end_date }
    : null;
}

/**
 * The change an application makes, or the refusal. KYC approved: WAITING for the credit decision
 * (the sandbox reviewer). Otherwise the product waits for the KYC (NOT_APPLIED, REQUIRES_KYC).
 */
async function apply(db: Db, userId: string, product: ProductName, now: Date): Promise<void> {
  const state = await applyingState(db, userId, product);
  if (!state) throw unauthorized('invalid');
  if (state.status === 'INELIGIBLE' || (product === 'cicilan' && !state.whitelisted)) {
    throw paylaterError(409, 'APPLY_NOT_ELIGIBLE', `This user cannot apply for ${product}.`, state.status);
  }
  if (state.status === 'WAITING' || state.status === 'APPROVED' || state.status === 'ACTIVATED') return;
  if (state.status === 'REJECTED' && state.restPeriodEndDate !== null && state.restPeriodEndDate > jakartaDate(now.toISOString())) {
    throw paylaterError(
      409,
      'APPLY_REST_PERIOD',
      `The application was refused; applying again is possible from ${state.restPeriodEndDate}.`,
      state.restPeriodEndDate,
    );
  }
  if (state.status !== 'NOT_APPLIED' && state.status !== 'REJECTED') {
    throw paylaterError(409, 'APPLY_NOT_ELIGIBLE', `${product} cannot be applied for while it is ${state.status}.`, state.status);
  }
  const at = now.toISOString();
  // A KYC under review stays with the product it was sent for; otherwise the KYC, and so the sandbox
  // reviewer's next decision, is now for this product.
  if (state.kycStatus !== 'KYC_SUBMITTED') {
    await db.query(
      `insert into kyc_submissions (user_id, product, created_at, updated_at) values ($1, $2, $3, $3)
       on conflict (user_id) do update set product = excluded.product, updated_at = excluded.updated_at`,
      [userId, product, at],
    );
  }
  if (state.kycStatus === 'KYC_APPROVED') {
    await db.query(
      `update user_products set status = 'WAITING', rest_period_end_date = null,
         eligibility = case when eligibility = 'REQUIRES_KYC' then 'REQUIRES_CONSENT' else eligibility end, updated_at = $3
       where user_id = $1 and product = $2`,
      [userId, product, at],
    );
    return;
  }
  await db.query(
    `update user_products set status = 'NOT_APPLIED', eligibility = 'REQUIRES_KYC', rest_period_end_date = null, updated_at = $3 where user_id = $1 and product = $2`,
    [userId, product, at],
  );
}

export function applyRoute(deps: RouteDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const request = parseWith(ApplyRequestSchema, await readJsonBody(c), () =>
      errorItem('APPLY_PRODUCT_INVALID', 'Field "productName" must be paylater or paylater_cicilan.', 'productName'),
    );
    const product = productKeyFromWire(request.productName);
    if (!product)
      throw paylaterError(400, 'APPLY_PRODUCT_INVALID', 'Field "productName" must be paylater or paylater_cicilan.', 'productName');
    const userId = c.get('session').userId;
    await deps.db.transaction((tx) => apply(tx, userId, product, deps.clock.now()));
    const profile = await loadProfile(deps.db, userId);
    if (!profile) throw unauthorized('invalid');
    const statuses = Object.fromEntries(PRODUCT_NAMES.map((name) => [name, profile.userProductInfo[name].status])) as Record<
      ProductName,
      ProductStatus
    >;
    c.header('Cache-Control', 'no-store');
    return ok<ApplyResponse>(c, { kycStatus: profile.kycStatus, statuses, userProductInfo: profile.userProductInfo });
  };
}
