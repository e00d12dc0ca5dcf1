/** The SLIK questionnaire: prefilled from the credit bureau's record, stored as the user sends it. */
import {
  NOT_PREFILLED,
  SLIK_FIELDS,
  type SandboxBureauRecordRequest,
  type SlikPostResponse,
  type SlikPrefill,
  type SlikQuestionnaire,
} from '@domain/contract/kyc/progressive';
import type { Db } from '@server/db/client';
import { clearSlikFlags } from '@server/users/slik-flags';
import { challengeFailure as areaFailure } from './errors';

async function userPhone(db: Db, userId: string): Promise<string> {
  const [user] = await db.query<{ phone_e164: string }>(`select phone_e164 from users where id = $1`, [userId]);
  if (!user) throw new Error('Session without a user');
  return user.phone_e164;
}

interface BureauRow {
  prefill: Record<string, string>;
  reject_with: string | null;
}

async function bureauRecord(db: Db, phoneE164: string): Promise<BureauRow | null> {
  const [row] = await db.query<BureauRow>(`select prefill, reject_with from slik_bureau_records where phone_e164 = $1`, [phoneE164]);
  return row ?? null;
}

/**
 * What to prefill: the user's last answers if they sent any, else the bureau's values ('dummy'
 * where the bureau knows nothing). Neither: 400 QUESTIONNAIRE_NOT_AVAILABLE (the app ignores it).
 */
export async function readQuestionnaire(db: Db, userId: string): Promise<SlikPrefill> {
  const [sent] = await db.query<{ answers: SlikQuestionnaire }>(`select answers from slik_questionnaires where user_id = $1`, [userId]);
  const source: Record<string, string> | null = sent
    ? { ...sent.answers }
    : ((await bureauRecord(db, await userPhone(db, userId)))?.prefill ?? null);
  if (!source) throw areaFailure(400, 'QUESTIONNAIRE_NOT_AVAILABLE', 'The credit bureau has no record for this user.');
  const prefill = { customerId: userId } as SlikPrefill;
  for (const field of SLIK_FIELDS) prefill[field] = source[field]?.trim() || NOT_PREFILLED;
  return prefill;
}

/** Stores the answers, unless the bureau refuses them (sandbox: rejectWith), which is success false. */
export async function postQuestionnaire(db: Db, userId: string, answers: SlikQuestionnaire, now: Date): Promise<SlikPostResponse> {
  const bureau = await bureauRecord(db, await userPhone(db, userId));
  if (bureau?.reject_with) return { success: false, error: { message: bureau.reject_with } };
  await db.query(
    `insert into slik_questionnaires (user_id, answers, submitted_at) values ($1, $2::text::jsonb, $3)
     on conflict (user_id) do update set answers = $2::text::jsonb, submitted_at = $3`,
    [userId, JSON.stringify(answers), now.toISOString()],
  );
  // Fresh answers are what the SLIK blockers asked for (issue 10).
  await clearSlikFlags(db, userId);
  return { success: true };
}

export async function setBureauRecord(db: Db, request: SandboxBureauRecordRequest, now: Date): Promise<void> {
  await db.query(
    `insert into slik_bureau_records (phone_e164, prefill, reject_with, updated_at) values ($1, $2::text::jsonb, $3, $4)
     on conflict (phone_e164) do update set prefill = $2::text::jsonb, reject_with = $3, updated_at = $4`,
    [request.phone, JSON.stringify(request.values), request.rejectWith, now.toISOString()],
  );
}
