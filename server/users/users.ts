import { randomUUID } from 'node:crypto';
import type { ProductInfo, UserProfile } from '@domain/contract/profile';
import type { Language } from '@domain/languages';
import { type EligibilityStatus, type KycStatus, PRODUCT_NAMES, type ProductName, type ProductStatus } from '@domain/products';
import type { Db } from '../db/client';
import { DEFAULT_PRODUCTS } from './default-products';

export interface SignedInUser {
  id: string;
  csTrackingId: string;
}

/** The number a redeemed code (or a partner's sign-on) proves the caller holds: a user is found or made by it. */
export interface VerifiedPhone {
  phoneE164: string;
  countryCode: string;
  phoneNumber: string;
}

/**
 * The user behind a verified number, created on first sign-in with the default products.
 * language, when the client sent one, becomes the user's language.
 */
export async function findOrCreateUser(tx: Db, phone: VerifiedPhone, language: Language | null, now: Date): Promise<SignedInUser> {
  const [user] = await tx.query<{ id: string; cs_tracking_id: string }>(
    `insert into users (id, phone_e164, country_code, phone_number, cs_tracking_id, language, created_at, updated_at)
     values ($1, $2, $3, $4, $5, coalesce($6::text, 'id'), $7, $7)
     on conflict (phone_e164) do update set language = coalesce($6::text, users.language), updated_at = $7
     returning id, cs_tracking_id`,
    [randomUUID(), phone.phoneE164, phone.countryCode, phone.phoneNumber, randomUUID(), language, now.toISOString()],
  );
  if (!user) throw new Error('Upserting a user returned no row');
  for (const product of PRODUCT_NAMES) {
    const info = DEFAULT_PRODUCTS[product];
    await tx.query(
      `insert into user_products (user_id, product, product_id, status, eligibility, whitelisted, rest_period_end_date, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (user_id, product) do nothing`,
      [user.id, product, info.productId, info.status, info.eligibility, info.whitelisted, info.restPeriodEndDate, now.toISOString()],
    );
  }
  return { id: user.id, csTrackingId: user.cs_tracking_id };
}

interface UserRow {
  id: string;
  country_code: string;
  phone_number: string;
  kyc_status: KycStatus;
  kyc_rejection_type: string | null;
  segments: string[];
}

interface ProductRow {
  product: ProductName;
  product_id: string | null;
  status: ProductStatus;
  eligibility: EligibilityStatus;
  whitelisted: boolean;
  rest_period_end_date: string | null;
}

/** GET /v1/user: the profile with one entry per product (defaults for any row not stored yet). */
export async function loadProfile(db: Db, userId: string): Promise<UserProfile | null> {
  const [user] = await db.query<UserRow>(
    `select id, country_code, phone_number, kyc_status, kyc_rejection_type, segments from users where id = $1`,
    [userId],
  );
  if (!user) return null;
  const rows = await db.query<ProductRow>(
    `select product, product_id, status, eligibility, whitelisted, rest_period_end_date::text as rest_period_end_date
     from user_products where user_id = $1`,
    [userId],
  );
  const userProductInfo = { ...DEFAULT_PRODUCTS };
  for (const row of rows) {
    const info: ProductInfo = {
      productId: row.product_id,
      status: row.status,
      eligibility: row.eligibility,
      whitelisted: row.whitelisted,
      restPeriodEndDate: row.rest_period_end_date,
    };
    userProductInfo[row.product] = info;
  }
  return {
    userId: user.id,
    phoneNumber: user.phone_number,
    countryCode: user.country_code,
    segments: user.segments,
    kycStatus: user.kyc_status,
    kycRejectionType: user.kyc_rejection_type,
    userProductInfo,
  };
}

/** The user with this number (E.164), for the sandbox's pages and calls that name users by phone. */
export async function userIdByPhone(db: Db, phoneE164: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('select id from users where phone_e164 = $1', [phoneE164]);
  return row?.id ?? null;
}
