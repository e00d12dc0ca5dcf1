/**
 * Virtual accounts of the catch-up (server/repayment/CONTRACT.md): opening one (the account's other
 * open VAs are cancelled), finding them, and their state as of now (lending/virtual-account.ts
 * vaStateAt, plus DUE_AMOUNT_CHANGED once what is owed no longer fits the amount).
 */
import { randomInt } from 'node:crypto';
import type { RepaymentScope, VirtualAccount } from '@domain/contract/lending-catchup';
import type { VaBank } from '@domain/lending/banks';
import { type CatchupType, isVaAmountStillDue } from '@domain/lending/catchup';
import { type VaState, vaExpiresAt, vaStateAt } from '@domain/lending/virtual-account';
import { type Db, toDate } from '../db/client';
import type { Book } from './book';
import { newVirtualAccountId } from './ids';
import { scopeDuesOf } from './positions';
import type { Scope } from './types';

/** The sandbox banks' 5-digit VA prefixes; the other 11 digits are random. */
export const VA_PREFIXES: Readonly<Record<VaBank, string>> = {
  BRI: '88810',
  BCA: '39358',
  Mandiri: '89508',
  BNI: '98820',
  Permata: '89652',
};

/** What is stored; EXPIRED is never stored, it is read from the clock. */
export type StoredVaState = Exclude<VaState, 'EXPIRED'>;

/**
 * What a VA repays. The ledger's scopes (pay-later, cicilan) have their account in lending_accounts;
 * a merchant loan's VA (GOMODAL_SUBMISSION) has its submission as account_id, and its owner settles
 * it (va-owners.ts).
 */
export interface VaScope {
  kind: RepaymentScope;
  id: string;
}

export interface VirtualAccountRecord<S extends VaScope = Scope> {
  id: string;
  /** The lending account, or for GOMODAL_SUBMISSION the submission. */
  accountId: string;
  scope: S;
  catchupType: CatchupType;
  bankName: VaBank;
  vaNumber: string;
  amount: number;
  state: StoredVaState;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
}

interface VaRow {
  id: string;
  account_id: string;
  scope: RepaymentScope;
  scope_id: string;
  catchup_type: CatchupType;
  bank_name: VaBank;
  va_number: string;
  amount: number;
  state: StoredVaState;
  created_at: Date | string;
  expires_at: Date | string;
  paid_at: Date | string | null;
}

const VA_COLUMNS = 'id, account_id, scope, scope_id, catchup_type, bank_name, va_number, amount, state, created_at, expires_at, paid_at';

const toRecord = (row: VaRow): VirtualAccountRecord<VaScope> => ({
  id: row.id,
  accountId: row.account_id,
  scope: { kind: row.scope, id: row.scope_id },
  catchupType: row.catchup_type,
  bankName: row.bank_name,
  vaNumber: row.va_number,
  amount: row.amount,
  state: row.state,
  createdAt: toDate(row.created_at),
  expiresAt: toDate(row.expires_at),
  paidAt: row.paid_at === null ? null : toDate(row.paid_at),
});

/** A VA of the ledger's scopes; a merchant loan's VA here is a bug of the caller. */
export function ledgerVirtualAccount(va: VirtualAccountRecord<VaScope>): VirtualAccountRecord {
  const { kind, id } = va.scope;
  if (kind === 'GOMODAL_SUBMISSION') throw new Error('A merchant-loan VA where a ledger VA was expected');
  return { ...va, scope: { kind, id } };
}

export async function virtualAccountById(db: Db, id: string): Promise<VirtualAccountRecord<VaScope> | null> {
  const [row] = await db.query<VaRow>(`select ${VA_COLUMNS} from virtual_accounts where id = $1`, [id]);
  return row ? toRecord(row) : null;
}

/** The newest VA with this number (numbers are unique among unexpired VAs only; newest = opened last, by seq). */
export async function virtualAccountByNumber(db: Db, vaNumber: string): Promise<VirtualAccountRecord<VaScope> | null> {
  const [row] = await db.query<VaRow>(`select ${VA_COLUMNS} from virtual_accounts where va_number = $1 order by seq desc limit 1`, [
    vaNumber,
  ]);
  return row ? toRecord(row) : null;
}

/** The newest VA of a ledger scope. */
export async function newestVirtualAccountOfScope(db: Db, accountId: string, scopeId: string): Promise<VirtualAccountRecord | null> {
  const [row] = await db.query<VaRow>(
    `select ${VA_COLUMNS} from virtual_accounts where account_id = $1 and scope_id = $2 order by seq desc limit 1`,
    [accountId, scopeId],
  );
  return row ? ledgerVirtualAccount(toRecord(row)) : null;
}

/** Every VA of a ledger account, newest first. */
export async function virtualAccountsOfAccount(db: Db, accountId: string): Promise<VirtualAccountRecord[]> {
  const rows = await db.query<VaRow>(`select ${VA_COLUMNS} from virtual_accounts where account_id = $1 order by seq desc`, [accountId]);
  return rows.map((row) => ledgerVirtualAccount(toRecord(row)));
}

/** VAs of every user that a bank could still be paid for now (the sandbox bank's list). */
export async function openVirtualAccounts(db: Db, now: Date): Promise<VirtualAccountRecord<VaScope>[]> {
  const rows = await db.query<VaRow>(
    `select ${VA_COLUMNS} from virtual_accounts where state = 'PENDING' or (state = 'ACTIVE' and expires_at > $1) order by seq desc limit 100`,
    [now.toISOString()],
  );
  return rows.map(toRecord);
}

export async function hasPendingVirtualAccount(db: Db, accountId: string): Promise<boolean> {
  const rows = await db.query('select 1 from virtual_accounts where account_id = $1 and state = $2 limit 1', [accountId, 'PENDING']);
  return rows.length > 0;
}

export async function setVirtualAccountState(
  db: Db,
  id: string,
  state: StoredVaState,
  now: Date,
  paidAt: Date | null = null,
): Promise<void> {
  await db.query('update virtual_accounts set state = $2, paid_at = coalesce($3, paid_at), updated_at = $4 where id = $1', [
    id,
    state,
    paidAt?.toISOString() ?? null,
    now.toISOString(),
  ]);
}

async function unusedNumber(db: Db, bank: VaBank, now: Date): Promise<string> {
  for (;;) {
    const candidate = `${VA_PREFIXES[bank]}${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
    const taken = await db.query('select 1 from virtual_accounts where va_number = $1 and expires_at > $2 limit 1', [
      candidate,
      now.toISOString(),
    ]);
    if (taken.length === 0) return candidate;
  }
}

export interface OpenVirtualAccount<S extends VaScope = Scope> {
  accountId: string;
  scope: S;
  catchupType: CatchupType;
  bankName: VaBank;
  amount: number;
}

/** Opens a VA valid until 23:00 WIB today; the account's open VAs (its own or its orders') are CANCELLED. */
export async function openVirtualAccount<S extends VaScope>(
  db: Db,
  input: OpenVirtualAccount<S>,
  now: Date,
): Promise<VirtualAccountRecord<S>> {
  await db.query(
    `update virtual_accounts set state = 'CANCELLED', updated_at = $2 where account_id = $1 and state = 'ACTIVE' and expires_at > $2`,
    [input.accountId, now.toISOString()],
  );
  const record: VirtualAccountRecord<S> = {
    id: newVirtualAccountId(),
    accountId: input.accountId,
    scope: input.scope,
    catchupType: input.catchupType,
    bankName: input.bankName,
    vaNumber: await unusedNumber(db, input.bankName, now),
    amount: input.amount,
    state: 'ACTIVE',
    createdAt: now,
    expiresAt: new Date(vaExpiresAt(now.toISOString())),
    paidAt: null,
  };
  await db.query(
    `insert into virtual_accounts (${VA_COLUMNS}, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, null, $10)`,
    [
      record.id,
      record.accountId,
      record.scope.kind,
      record.scope.id,
      record.catchupType,
      record.bankName,
      record.vaNumber,
      record.amount,
      record.state,
      record.createdAt.toISOString(),
      record.expiresAt.toISOString(),
    ],
  );
  return record;
}

/**
 * The state now: ACTIVE past its expiry is EXPIRED (by the clock alone); ACTIVE whose amount no longer
 * fits what the scope owes becomes DUE_AMOUNT_CHANGED, stored, so it stays so even if the dues move back.
 */
export async function virtualAccountStateNow(db: Db, book: Book, va: VirtualAccountRecord, now: Date): Promise<VaState> {
  const state = vaStateAt(va.state, va.expiresAt.toISOString(), now.toISOString());
  if (state !== 'ACTIVE') return state;
  if (isVaAmountStillDue(va, scopeDuesOf(book, va.scope, now))) return state;
  await setVirtualAccountState(db, va.id, 'DUE_AMOUNT_CHANGED', now);
  return 'DUE_AMOUNT_CHANGED';
}

export function toVirtualAccount(va: VirtualAccountRecord<VaScope>, state: VaState): VirtualAccount {
  return {
    id: va.id,
    scopeId: va.scope.id,
    scope: va.scope.kind,
    catchupType: va.catchupType,
    bankName: va.bankName,
    vaNumber: va.vaNumber,
    amount: va.amount,
    state,
    createdAt: va.createdAt.toISOString(),
    expiresAt: va.expiresAt.toISOString(),
    paidAt: va.paidAt?.toISOString() ?? null,
  };
}
