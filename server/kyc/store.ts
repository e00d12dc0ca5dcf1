/** The saved KYC answers (kyc_submissions) and the user's KYC state (users, user_products). */
import { lockFiles, unlockFiles } from '../storage/locks';
import type { AdditionalDetails } from '@domain/contract/kyc';
import { productWithStatus, type KycProduct } from '@domain/kyc/wizard';
import type { KycStatus, ProductName, ProductStatus } from '@domain/products';
import type { Db } from '../db/client';

export interface KycSubmissionRow {
  product: KycProduct;
  additionalDetails: AdditionalDetails;
  kycType: string | null;
  submittedAt: Date | null;
}

export interface KycUserState {
  kycStatus: KycStatus;
  kycRejectionType: string | null;
}

function parseJson(value: unknown): AdditionalDetails {
  // PGlite answers jsonb as an object, postgres.js may answer text.
  if (typeof value === 'string') return JSON.parse(value) as AdditionalDetails;
  return (value ?? {}) as AdditionalDetails;
}

export async function loadSubmission(db: Db, userId: string): Promise<KycSubmissionRow | null> {
  const [row] = await db.query<{
    product: KycProduct;
    additional_details: unknown;
    kyc_type: string | null;
    submitted_at: Date | string | null;
  }>(`select product, additional_details, kyc_type, submitted_at from kyc_submissions where user_id = $1`, [userId]);
  if (!row) return null;
  return {
    product: row.product,
    additionalDetails: parseJson(row.additional_details),
    kycType: row.kyc_type,
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
  };
}

/** Merges the answered fields into what was saved before (a later step never erases an earlier one). */
export async function saveDetails(
  db: Db,
  userId: string,
  input: { product: KycProduct; segment: string | null; details: AdditionalDetails },
  now: Date,
): Promise<AdditionalDetails> {
  const [row] = await db.query<{ additional_details: unknown }>(
    `insert into kyc_submissions (user_id, product, segment, additional_details, created_at, updated_at)
     values ($1, $2, $3, $4::text::jsonb, $5, $5)
     on conflict (user_id) do update set
       product = excluded.product,
       segment = coalesce(excluded.segment, kyc_submissions.segment),
       additional_details = kyc_submissions.additional_details || excluded.additional_details,
       updated_at = excluded.updated_at
     returning additional_details`,
    [userId, input.product, input.segment, JSON.stringify(input.details), now.toISOString()],
  );
  return parseJson(row?.additional_details);
}

export async function markSubmitted(db: Db, userId: string, product: KycProduct, kycType: string | null, now: Date): Promise<void> {
  await db.query(`update kyc_submissions set submitted_at = $2, kyc_type = $3, updated_at = $2 where user_id = $1`, [
    userId,
    now.toISOString(),
    kycType,
  ]);
  await db.query(`update users set kyc_status = 'KYC_SUBMITTED', kyc_rejection_type = null, updated_at = $2 where id = $1`, [
    userId,
    now.toISOString(),
  ]);
  // The personal loan's status is the cash-loan site's: only the app's products start waiting.
  const tracked = productWithStatus(product);
  if (tracked) await setProductStatus(db, userId, tracked, { status: 'WAITING', restPeriodEndDate: null }, now);
  // The photos as submitted: their hashes are recorded and the storage refuses to replace them.
  await lockFiles(db, 'kyc', userId, now);
}

export async function loadKycState(db: Db, userId: string): Promise<KycUserState | null> {
  const [row] = await db.query<{ kyc_status: KycStatus; kyc_rejection_type: string | null }>(
    `select kyc_status, kyc_rejection_type from users where id = $1`,
    [userId],
  );
  return row ? { kycStatus: row.kyc_status, kycRejectionType: row.kyc_rejection_type } : null;
}

export async function setKycState(db: Db, userId: string, state: KycUserState, now: Date): Promise<void> {
  // Submitted or approved photos stay as they are; any other state (a rejection) asks for new ones.
  if (state.kycStatus !== 'KYC_SUBMITTED' && state.kycStatus !== 'KYC_APPROVED') await unlockFiles(db, 'kyc', userId);
  await db.query(`update users set kyc_status = $2, kyc_rejection_type = $3, updated_at = $4 where id = $1`, [
    userId,
    state.kycStatus,
    state.kycRejectionType,
    now.toISOString(),
  ]);
}

export async function setProductStatus(
  db: Db,
  userId: string,
  product: ProductName,
  change: { status: ProductStatus; restPeriodEndDate: string | null; eligibility?: string; whitelisted?: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `update user_products set status = $3, rest_period_end_date = $4::date,
       eligibility = coalesce($5::text, eligibility), whitelisted = coalesce($6::boolean, whitelisted), updated_at = $7
     where user_id = $1 and product = $2`,
    [userId, product, change.status, change.restPeriodEndDate, change.eligibility ?? null, change.whitelisted ?? null, now.toISOString()],
  );
}

export async function productStatusOf(db: Db, userId: string, product: ProductName): Promise<ProductStatus | null> {
  const [row] = await db.query<{ status: ProductStatus }>(`select status from user_products where user_id = $1 and product = $2`, [
    userId,
    product,
  ]);
  return row?.status ?? null;
}

export async function recordReview(
  db: Db,
  review: { id: string; userId: string; product: KycProduct; decision: string; rejectionType: string | null },
  now: Date,
): Promise<void> {
  await db.query(`insert into kyc_reviews (id, user_id, product, decision, rejection_type, reviewed_at) values ($1, $2, $3, $4, $5, $6)`, [
    review.id,
    review.userId,
    review.product,
    review.decision,
    review.rejectionType,
    now.toISOString(),
  ]);
}
