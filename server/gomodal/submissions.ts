/**
 * The merchant loan's rows (server/db/migrations/004 and 010): the merchant account the home card
 * also reads, its outlets, the submissions (application and loan), the engine's entries, pauses,
 * the merchant's sales, failed days, call-backs and the sandbox settings. Nothing updates an entry.
 */
import { randomUUID } from 'node:crypto';
import type {
  GomodalAccountStatus,
  GomodalOutlet,
  LoanSubmissionStatus,
  LoanType,
  MerchantEntityType,
  OwnerIdDocument,
  WhitelistValue,
} from '@domain/contract/gomodal';
import type { GomodalSandboxSettings } from '@domain/contract/gomodal-sandbox';
import { SANDBOX_DEFAULT_DAILY_INCOME } from '@domain/contract/gomodal-sandbox';
import type { Pause } from '@domain/gomodal/deductions';
import type { GomodalPurpose } from '@domain/gomodal/purposes';
import type { MerchantFlags } from '@domain/gomodal/eligibility';
import type { KycStatus } from '@domain/products';
import { type Db, toDate } from '../db/client';
import type { LoanEntry } from './engine';

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
            notify_requested_at
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
  };
}

/** The merchant's outlets; a merchant the home's seeds made without any gets the sandbox's two. */
export async function outletsOf(db: Db, userId: string): Promise<GomodalOutlet[]> {
  const rows = await db.query<GomodalOutlet>('select id, name, address from gomodal_outlets where user_id = $1 order by position', [
    userId,
  ]);
  if (rows.length > 0) return rows;
  await replaceOutlets(db, userId);
  return db.query<GomodalOutlet>('select id, name, address from gomodal_outlets where user_id = $1 order by position', [userId]);
}

export async function replaceOutlets(db: Db, userId: string): Promise<void> {
  await db.query('delete from gomodal_outlets where user_id = $1', [userId]);
  const code = userId.replace(/-/g, '').slice(0, 8).toUpperCase();
  const outlets = [
    { name: 'Warung Sandbox Pusat', address: 'Jl. Melati No. 10, Jakarta Selatan' },
    { name: 'Warung Sandbox Cabang', address: 'Jl. Kenanga No. 22, Depok' },
  ];
  for (const [index, outlet] of outlets.entries()) {
    await db.query('insert into gomodal_outlets (id, user_id, name, address, position) values ($1, $2, $3, $4, $5)', [
      `OUT-${code}-${index + 1}`,
      userId,
      outlet.name,
      outlet.address,
      index,
    ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Submissions

export interface Confirmed {
  bank: MerchantRecord['bank'];
  registeredMobileNumber: string;
  address: string;
  outlets: GomodalOutlet[];
  outletTotal: number;
}

export interface SubmissionRecord {
  id: string;
  userId: string;
  status: LoanSubmissionStatus;
  principal: number;
  tenure: number;
  offerType: LoanType | null;
  purpose: GomodalPurpose | null;
  outletIds: string[];
  confirmed: Confirmed | null;
  contractSentAt: Date | null;
  contractSignedAt: Date | null;
  disbursedAt: Date | null;
  loanId: string | null;
  firstLoan: boolean | null;
  completedAt: Date | null;
  writtenOffAt: Date | null;
  seeded: boolean;
  createdAt: Date;
  updatedAt: Date;
}

interface SubmissionRow {
  id: string;
  user_id: string;
  status: LoanSubmissionStatus;
  principal: string;
  tenure: number;
  offer_type: LoanType | null;
  purpose: GomodalPurpose | null;
  outlet_ids: string[] | string;
  confirmed: Confirmed | string | null;
  contract_sent_at: Date | string | null;
  contract_signed_at: Date | string | null;
  disbursed_at: Date | string | null;
  loan_id: string | null;
  first_loan: boolean | null;
  completed_at: Date | string | null;
  written_off_at: Date | string | null;
  seeded: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const optionalDate = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

const SUBMISSION_COLUMNS = `id, user_id, status, principal::text as principal, tenure, offer_type, purpose, outlet_ids, confirmed, contract_sent_at,
  contract_signed_at, disbursed_at, loan_id, first_loan, completed_at, written_off_at, seeded, created_at, updated_at`;

const toSubmission = (row: SubmissionRow): SubmissionRecord => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  principal: Number(row.principal),
  tenure: row.tenure,
  offerType: row.offer_type,
  purpose: row.purpose,
  outletIds: json(row.outlet_ids),
  confirmed: row.confirmed === null ? null : json(row.confirmed),
  contractSentAt: optionalDate(row.contract_sent_at),
  contractSignedAt: optionalDate(row.contract_signed_at),
  disbursedAt: optionalDate(row.disbursed_at),
  loanId: row.loan_id,
  firstLoan: row.first_loan,
  completedAt: optionalDate(row.completed_at),
  writtenOffAt: optionalDate(row.written_off_at),
  seeded: row.seeded,
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
});

/** Newest first. */
export async function submissionsOf(db: Db, userId: string): Promise<SubmissionRecord[]> {
  const rows = await db.query<SubmissionRow>(
    `select ${SUBMISSION_COLUMNS} from gomodal_submissions where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  return rows.map(toSubmission);
}

export async function submissionById(db: Db, id: string): Promise<SubmissionRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<SubmissionRow>(`select ${SUBMISSION_COLUMNS} from gomodal_submissions where id = $1`, [id]);
  return row ? toSubmission(row) : null;
}

export interface NewSubmission {
  userId: string;
  status: LoanSubmissionStatus;
  principal: number;
  tenure: number;
  offerType: LoanType;
  purpose: GomodalPurpose;
  outletIds: string[];
  confirmed: Confirmed;
  seeded: boolean;
  createdAt: Date;
}

/** Stores a submission; null when another one is already in progress (the unique index). */
export async function insertSubmission(db: Db, input: NewSubmission): Promise<string | null> {
  const id = randomUUID();
  const rows = await db.query<{ id: string }>(
    `insert into gomodal_submissions (id, user_id, status, principal, tenure, offer_type, purpose, outlet_ids, confirmed, seeded, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb, $10, $11, $11)
     on conflict (user_id) where status in ('PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT') do nothing
     returning id`,
    [
      id,
      input.userId,
      input.status,
      input.principal,
      input.tenure,
      input.offerType,
      input.purpose,
      JSON.stringify(input.outletIds),
      JSON.stringify(input.confirmed),
      input.seeded,
      input.createdAt.toISOString(),
    ],
  );
  return rows[0]?.id ?? null;
}

export type SubmissionChange = Partial<{
  status: LoanSubmissionStatus;
  contractSentAt: Date | null;
  contractSignedAt: Date | null;
  disbursedAt: Date | null;
  loanId: string | null;
  firstLoan: boolean | null;
  completedAt: Date | null;
  writtenOffAt: Date | null;
}>;

const CHANGE_COLUMNS: Record<keyof SubmissionChange, string> = {
  status: 'status',
  contractSentAt: 'contract_sent_at',
  contractSignedAt: 'contract_signed_at',
  disbursedAt: 'disbursed_at',
  loanId: 'loan_id',
  firstLoan: 'first_loan',
  completedAt: 'completed_at',
  writtenOffAt: 'written_off_at',
};

/** Changes a submission; `at` is when its status was last set (updated_at). */
export async function updateSubmission(db: Db, id: string, change: SubmissionChange, at: Date): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, at.toISOString()];
  for (const [key, value] of Object.entries(change) as [keyof SubmissionChange, unknown][]) {
    params.push(value instanceof Date ? value.toISOString() : value);
    sets.push(`${CHANGE_COLUMNS[key]} = $${params.length}`);
  }
  await db.query(`update gomodal_submissions set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1`, params);
}

// ---------------------------------------------------------------------------------------------
// Entries, pauses, sales

interface EntryRow {
  id: string;
  seq: string;
  kind: LoanEntry['kind'];
  amount: number;
  day: string | null;
  posted_at: Date | string;
  details: LoanEntry['details'] | string;
  reference: string | null;
  accrual_key: string;
}

export async function entriesOf(db: Db, submissionId: string): Promise<LoanEntry[]> {
  const rows = await db.query<EntryRow>(
    `select id, seq::text as seq, kind, amount, day::text as day, posted_at, details, reference, accrual_key
     from gomodal_entries where submission_id = $1 order by posted_at, seq`,
    [submissionId],
  );
  return rows.map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    kind: row.kind,
    amount: row.amount,
    day: row.day,
    postedAt: toDate(row.posted_at),
    details: json(row.details),
    reference: row.reference,
    accrualKey: row.accrual_key,
  }));
}

/** Adds an entry; one already posted under its key (another request came first) adds nothing. */
export async function insertEntry(db: Db, submissionId: string, entry: Omit<LoanEntry, 'id' | 'seq'>): Promise<string | null> {
  const id = randomUUID();
  const rows = await db.query<{ id: string }>(
    `insert into gomodal_entries (id, submission_id, kind, amount, day, posted_at, details, reference, accrual_key)
     values ($1, $2, $3, $4, $5::date, $6, $7::text::jsonb, $8, $9)
     on conflict (submission_id, accrual_key) do nothing returning id`,
    [
      id,
      submissionId,
      entry.kind,
      entry.amount,
      entry.day,
      entry.postedAt.toISOString(),
      JSON.stringify(entry.details),
      entry.reference,
      entry.accrualKey,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function pausesOf(db: Db, submissionId: string): Promise<Pause[]> {
  return db.query<Pause>(
    `select from_date::text as "from", resume_on::text as "resumeOn" from gomodal_pauses where submission_id = $1 order by from_date`,
    [submissionId],
  );
}

export async function insertPause(db: Db, submissionId: string, pause: Pause, now: Date): Promise<void> {
  await db.query('insert into gomodal_pauses (id, submission_id, from_date, resume_on, created_at) values ($1, $2, $3, $4, $5)', [
    randomUUID(),
    submissionId,
    pause.from,
    pause.resumeOn,
    now.toISOString(),
  ]);
}

export interface IncomeSetting {
  amount: number;
  from: string;
  until: string | null;
}

/** The merchant's daily sales: the newest setting covering the day, else the sandbox default. */
export async function incomeOf(db: Db, userId: string): Promise<(day: string) => number> {
  const settings = await db.query<IncomeSetting>(
    `select amount, from_date::text as "from", until_date::text as "until" from gomodal_income where user_id = $1 order by seq desc`,
    [userId],
  );
  return (day) =>
    settings.find((setting) => day >= setting.from && (setting.until === null || day <= setting.until))?.amount ??
    SANDBOX_DEFAULT_DAILY_INCOME;
}

export async function insertIncome(db: Db, userId: string, setting: IncomeSetting, now: Date): Promise<void> {
  await db.query('insert into gomodal_income (id, user_id, amount, from_date, until_date, created_at) values ($1, $2, $3, $4, $5, $6)', [
    randomUUID(),
    userId,
    setting.amount,
    setting.from,
    setting.until,
    now.toISOString(),
  ]);
}

export async function failedDaysOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>('select day::text as day from gomodal_failed_days where user_id = $1', [userId]);
  return new Set(rows.map((row) => row.day));
}

export async function insertFailedDay(db: Db, userId: string, day: string): Promise<void> {
  await db.query('insert into gomodal_failed_days (user_id, day) values ($1, $2) on conflict do nothing', [userId, day]);
}

// ---------------------------------------------------------------------------------------------
// Settings

export async function gomodalSettings(db: Db): Promise<GomodalSandboxSettings> {
  const [row] = await db.query<{ downtime: boolean; recovery_percent: number; auto_review: boolean }>(
    'select downtime, recovery_percent, auto_review from gomodal_settings where id',
  );
  return { downtime: row?.downtime ?? false, recoveryPercent: row?.recovery_percent ?? 70, autoReview: row?.auto_review ?? true };
}

export async function updateGomodalSettings(db: Db, change: Partial<GomodalSandboxSettings>, now: Date): Promise<GomodalSandboxSettings> {
  const current = await gomodalSettings(db);
  const next = { ...current, ...change };
  await db.query('update gomodal_settings set downtime = $1, recovery_percent = $2, auto_review = $3, updated_at = $4 where id', [
    next.downtime,
    next.recoveryPercent,
    next.autoReview,
    now.toISOString(),
  ]);
  return next;
}

/** Serialises everything that moves one merchant's applications and loans. */
export async function lockMerchant(db: Db, userId: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`gomodal:${userId}`]);
}
