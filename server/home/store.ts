/** The products area's queries: merchant accounts, submissions, signing, consents, cash-loan codes. */
import { randomUUID } from 'node:crypto';
import {
  type GomodalEligibility,
  type LoanSubmissionSummary,
  type SigningProduct,
  type GomodalAccountStatus,
  type LoanSubmissionStatus,
  type WhitelistValue,
  loanTypeFor,
} from '@domain/contract/home';
import { type ConsentRecord, type Consent } from '@domain/contract/consents';
import type { Db } from '../db/client';
import { toDate } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

/** A user who is not a merchant: nothing to offer (the card is not shown). */
const NO_MERCHANT: GomodalEligibility = {
  accountStatus: 'INELIGIBLE',
  whitelist: 'BLOCKED',
  merchantOwner: false,
  merchantTier: null,
  loanType: 'FLEXI',
};

export async function gomodalEligibility(db: Db, userId: string): Promise<GomodalEligibility> {
  const [row] = await db.query<{
    account_status: GomodalAccountStatus;
    whitelist: WhitelistValue;
    merchant_owner: boolean;
    merchant_tier: string | null;
  }>('select account_status, whitelist, merchant_owner, merchant_tier from gomodal_accounts where user_id = $1', [userId]);
  if (!row) return NO_MERCHANT;
  return {
    accountStatus: row.account_status,
    whitelist: row.whitelist,
    merchantOwner: row.merchant_owner,
    merchantTier: row.merchant_tier,
    loanType: loanTypeFor(row.merchant_tier),
  };
}

interface SubmissionRow {
  id: string;
  status: LoanSubmissionStatus;
  principal: string | number;
  tenure: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const toSubmission = (row: SubmissionRow): LoanSubmissionSummary => ({
  id: row.id,
  status: row.status,
  principal: Number(row.principal),
  tenure: row.tenure,
  createdAt: toDate(row.created_at).toISOString(),
  updatedAt: toDate(row.updated_at).toISOString(),
});

/** Newest first. */
export async function listSubmissions(db: Db, userId: string): Promise<LoanSubmissionSummary[]> {
  const rows = await db.query<SubmissionRow>(
    `select id, status, principal::text as principal, tenure, created_at, updated_at
     from gomodal_submissions where user_id = $1 order by created_at desc, id`,
    [userId],
  );
  return rows.map(toSubmission);
}

/** Statuses of a submission that is still in progress (not yet a loan, not ended). */
export const IN_PROGRESS_STATUSES: readonly LoanSubmissionStatus[] = ['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'];

export async function ongoingSubmission(db: Db, userId: string): Promise<LoanSubmissionSummary | null> {
  const [row] = await db.query<SubmissionRow>(
    `select id, status, principal::text as principal, tenure, created_at, updated_at
     from gomodal_submissions where user_id = $1 and status = any($2::text[]) order by created_at desc limit 1`,
    [userId, [...IN_PROGRESS_STATUSES]],
  );
  return row ? toSubmission(row) : null;
}

// ------------------------------------------------------------------------------------------
// Signing

/** A contract waiting at the provider stays usable this long before a new one is sent. */
const SIGNING_REQUEST_LIFETIME_MS = 60 * 60 * 1000;

export interface SigningRequest {
  id: string;
  userId: string;
  product: SigningProduct;
  createdAt: Date;
  signedAt: Date | null;
  /** The account change (a new limit, issue 10) this contract is for; null: the activation contract. */
  changeId: string | null;
}

type SigningRow = {
  id: string;
  user_id: string;
  product: SigningProduct;
  created_at: Date | string;
  signed_at: Date | string | null;
  change_id: string | null;
};
const toSigning = (row: SigningRow): SigningRequest => ({
  id: row.id,
  userId: row.user_id,
  product: row.product,
  createdAt: toDate(row.created_at),
  signedAt: row.signed_at === null ? null : toDate(row.signed_at),
  changeId: row.change_id,
});
const SIGNING_COLUMNS = 'id, user_id, product, created_at, signed_at, change_id';

/** The newest request of a product: signed, or still fresh enough to sign; otherwise a new one. */
export async function currentSigningRequest(db: Db, userId: string, product: SigningProduct, now: Date): Promise<SigningRequest> {
  const [row] = await db.query<SigningRow>(
    `select ${SIGNING_COLUMNS} from signing_requests
     where user_id = $1 and product = $2 and change_id is null and (signed_at is not null or created_at > $3)
     order by signed_at desc nulls last, created_at desc limit 1`,
    [userId, product, new Date(now.getTime() - SIGNING_REQUEST_LIFETIME_MS).toISOString()],
  );
  if (row) return toSigning(row);
  const id = randomToken(18);
  await db.query('insert into signing_requests (id, user_id, product, created_at) values ($1, $2, $3, $4)', [
    id,
    userId,
    product,
    now.toISOString(),
  ]);
  return { id, userId, product, createdAt: now, signedAt: null, changeId: null };
}

/** The contract of an account change: one per change, kept until it is signed. */
export async function signingRequestForChange(
  db: Db,
  userId: string,
  product: SigningProduct,
  changeId: string,
  now: Date,
): Promise<SigningRequest> {
  await db.query(
    'insert into signing_requests (id, user_id, product, created_at, change_id) values ($1, $2, $3, $4, $5) on conflict (change_id) where change_id is not null do nothing',
    [randomToken(18), userId, product, now.toISOString(), changeId],
  );
  const [row] = await db.query<SigningRow>(`select ${SIGNING_COLUMNS} from signing_requests where change_id = $1`, [changeId]);
  if (!row) throw new Error('A signing request just made could not be read');
  return toSigning(row);
}

/** The changes whose contracts the provider has signed (POST /privy/signed schedules them). */
export async function signedChangeIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ change_id: string }>(
    'select change_id from signing_requests where user_id = $1 and change_id is not null and signed_at is not null',
    [userId],
  );
  return rows.map((row) => row.change_id);
}

export async function findSigningRequest(db: Db, id: string): Promise<SigningRequest | null> {
  const [row] = await db.query<SigningRow>(`select ${SIGNING_COLUMNS} from signing_requests where id = $1`, [id]);
  return row ? toSigning(row) : null;
}

export async function markSigned(db: Db, id: string, now: Date): Promise<void> {
  await db.query('update signing_requests set signed_at = coalesce(signed_at, $2) where id = $1', [id, now.toISOString()]);
}

/**
 * POST /privy/signed: every approved product whose contract the provider has signed becomes
 * ACTIVATED (with an account id); answers the products it activated.
 */
export async function activateSignedProducts(db: Db, userId: string, now: Date): Promise<SigningProduct[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ product: SigningProduct }>(
      `update user_products p set status = 'ACTIVATED', eligibility = 'ACTIVE_NODUES',
              product_id = coalesce(p.product_id, $3 || upper(substr(md5(p.user_id::text || p.product), 1, 10))), updated_at = $2
       where p.user_id = $1 and p.status = 'APPROVED'
         and exists (select 1 from signing_requests s where s.user_id = p.user_id and s.product = p.product and s.signed_at is not null
                     and s.change_id is null)
       returning p.product`,
      [userId, now.toISOString(), 'ACC-'],
    );
    return rows.map((row) => row.product);
  });
}

// ------------------------------------------------------------------------------------------
// Consents

export async function storeConsent(db: Db, userId: string, consent: Consent, now: Date): Promise<ConsentRecord> {
  await db.query('insert into user_consents (id, user_id, type, consent, given_at) values ($1, $2, $3, $4::text::jsonb, $5)', [
    randomUUID(),
    userId,
    consent.type,
    JSON.stringify(consent),
    now.toISOString(),
  ]);
  return { consent, givenAt: now.toISOString() };
}

/** The newest consent of each type, by type. */
export async function listConsents(db: Db, userId: string): Promise<ConsentRecord[]> {
  const rows = await db.query<{ consent: Consent | string; given_at: Date | string }>(
    `select distinct on (type) consent, given_at from user_consents where user_id = $1 order by type, seq desc`,
    [userId],
  );
  return rows.map((row) => ({
    consent: typeof row.consent === 'string' ? (JSON.parse(row.consent) as Consent) : row.consent,
    givenAt: toDate(row.given_at).toISOString(),
  }));
}

// ------------------------------------------------------------------------------------------
// Cash-loan codes

export const CASH_LOAN_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export async function issueCashLoanToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.query('insert into cash_loan_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    sha256Hex(token),
    userId,
    now.toISOString(),
    new Date(now.getTime() + CASH_LOAN_TOKEN_LIFETIME_MS).toISOString(),
  ]);
  return token;
}

/** Redeems a code once: the user it was issued to, or null when unknown, used or expired. */
export async function redeemCashLoanToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `update cash_loan_tokens set redeemed_at = $2
     where token_hash = $1 and redeemed_at is null and expires_at > $2
     returning user_id`,
    [sha256Hex(token), now.toISOString()],
  );
  return row?.user_id ?? null;
}
