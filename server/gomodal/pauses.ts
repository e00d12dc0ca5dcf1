/** The deduction pauses of a loan (gomodal_pauses): the merchant's days off that move the deductions. */
import { randomUUID } from 'node:crypto';
import type { Pause } from '@domain/gomodal/deductions';
import type { Db } from '../db/client';

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
