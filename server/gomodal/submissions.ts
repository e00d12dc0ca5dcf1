/**
 * The merchant loan's submissions (gomodal_submissions, server/db/migrations/004 and 010): the
 * application and, once disbursed, the loan; one in progress per merchant (a unique index).
 */
import { randomUUID } from 'node:crypto';
import type { GomodalOutlet, LoanSubmissionStatus, LoanType } from '@domain/contract/gomodal';
import type { GomodalPurpose } from '@domain/gomodal/purposes';
import { type Db, fromJson, toDate } from '../db/client';
import type { MerchantRecord } from './merchants';

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
  outletIds: fromJson(row.outlet_ids),
  confirmed: row.confirmed === null ? null : fromJson(row.confirmed),
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

/** What a submission's life changes after it is made. */
type ChangingField =
  | 'status'
  | 'contractSentAt'
  | 'contractSignedAt'
  | 'disbursedAt'
  | 'loanId'
  | 'firstLoan'
  | 'completedAt'
  | 'writtenOffAt';
export type SubmissionChange = Partial<Pick<SubmissionRecord, ChangingField>>;

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
