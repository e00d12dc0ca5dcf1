/**
 * The merchant as the loan reads it (server/db/migrations/004): the user's side (KYC, the partner
 * sign-on's merchant role) and the merchant account the home card also reads (gomodal_accounts), and
 * the lock that serialises everything that moves one merchant's applications and loans.
 */
import type { GomodalAccountStatus, MerchantEntityType, OwnerIdDocument, WhitelistValue } from '@domain/contract/gomodal';
import type { MerchantFlags } from '@domain/gomodal/eligibility';
import type { LoanRedirectCode } from '@domain/gomodal/loan-redirects';
import type { KycStatus } from '@domain/products';
import { type Db, toDate } from '../db/client';

export type MerchantTierName = 'BNB' | 'PUBLIC' | 'PREMIUM';

export interface MerchantRecord {
  userId: string;
  phone: string;
  accountStatus: GomodalAccountStatus;
  whitelist: WhitelistValue;
  /** The account's flag and the SSO role together (facts.ts). */
  merchantOwner: boolean;
  merchantTier: MerchantTierName;
  entityType: MerchantEntityType;
  ownerIdDocument: OwnerIdDocument;
  flags: MerchantFlags;
  bank: { bankCode: string; bankName: string; accountNumber: string; accountOwner: string };
  address: string;
  notifyRequestedAt: Date | null;
  /** The code the platform answers instead of the offer (a sandbox switch), or null. */
  loanRedirect: LoanRedirectCode | null;
}

/** The user's side: KYC and the merchant role the partner's sign-on said. */
export interface UserFacts {
  userId: string;
  phone: string;
  kycStatus: KycStatus;
  /** 'owner' | 'non-owner' from the newest partner sign-on, or null. */
  ssoMerchantRole: string | null;
}

export async function userFacts(db: Db, userId: string): Promise<UserFacts> {
  const [row] = await db.query<{ phone_e164: string; kyc_status: KycStatus; merchant_role: string | null }>(
    `select u.phone_e164, u.kyc_status,
            (select s.merchant_role from sso_identities s where s.user_id = u.id and s.merchant_role is not null
             order by s.updated_at desc limit 1) as merchant_role
     from users u where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error('A session without its user');
  return { userId, phone: row.phone_e164, kycStatus: row.kyc_status, ssoMerchantRole: row.merchant_role };
}

interface MerchantRow {
  account_status: GomodalAccountStatus;
  whitelist: WhitelistValue;
  merchant_owner: boolean;
  merchant_tier: MerchantTierName | null;
  entity_type: MerchantEntityType;
  owner_id_document: OwnerIdDocument;
  flag_fraud: boolean;
  flag_delinquent: boolean;
  flag_verification_blocked: boolean;
  flag_credit_policy: boolean;
  bank_code: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_owner: string | null;
  business_address: string | null;
  notify_requested_at: Date | string | null;
  loan_redirect: LoanRedirectCode | null;
}

/** The sandbox's stand-in for what the merchant app registered, when a seed did not set it. */
function defaultBank(user: UserFacts): MerchantRecord['bank'] {
  const digits = user.phone.replace(/\D/g, '').slice(-10).padStart(10, '0');
  return { bankCode: '014', bankName: 'BCA', accountNumber: digits, accountOwner: 'Toko Sandbox' };
}

export async function merchantOf(db: Db, user: UserFacts): Promise<MerchantRecord | null> {
  const [row] = await db.query<MerchantRow>(
    `select account_status, whitelist, merchant_owner, merchant_tier, entity_type, owner_id_document, flag_fraud, flag_delinquent,
            flag_verification_blocked, flag_credit_policy, bank_code, bank_name, account_number, account_owner, business_address,
            notify_requested_at, loan_redirect
     from gomodal_accounts where user_id = $1`,
    [user.userId],
  );
  if (!row) return null;
  const fallback = defaultBank(user);
  return {
    userId: user.userId,
    phone: user.phone,
    accountStatus: row.account_status,
    whitelist: row.whitelist,
    // The partner's sign-on is the authority on who is signed in: a non-owner stays one.
    merchantOwner: row.merchant_owner && user.ssoMerchantRole !== 'non-owner',
    merchantTier: row.merchant_tier ?? 'BNB',
    entityType: row.entity_type,
    ownerIdDocument: row.owner_id_document,
    flags: {
      fraud: row.flag_fraud,
      delinquent: row.flag_delinquent,
      verificationBlocked: row.flag_verification_blocked,
      creditPolicy: row.flag_credit_policy,
    },
    bank: {
      bankCode: row.bank_code ?? fallback.bankCode,
      bankName: row.bank_name ?? fallback.bankName,
      accountNumber: row.account_number ?? fallback.accountNumber,
      accountOwner: row.account_owner ?? fallback.accountOwner,
    },
    address: row.business_address ?? 'Jl. Sandbox No. 1, Jakarta',
    notifyRequestedAt: row.notify_requested_at === null ? null : toDate(row.notify_requested_at),
    loanRedirect: row.loan_redirect,
  };
}

/** Serialises everything that moves one merchant's applications and loans. */
export async function lockMerchant(db: Db, userId: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`gomodal:${userId}`]);
}
