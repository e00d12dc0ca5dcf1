/** The loan engine's entries (gomodal_entries, server/db/migrations/010): only inserted, each once under its accrual key. */
import { randomUUID } from 'node:crypto';
import { type Db, fromJson, toDate } from '../db/client';
import type { LoanEntry } from './engine';

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
    details: fromJson(row.details),
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
