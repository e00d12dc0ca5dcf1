/** "Call me" requests (journey.ts callBackBy): one open at a time; the sandbox's call centre has called by callBy. */
import { randomUUID } from 'node:crypto';
import type { CallbackReason, GomodalCallback } from '@domain/contract/gomodal';
import { callBackBy } from '@domain/gomodal/journey';
import { jakartaDate } from '@domain/time';
import { type Db, toDate } from '../db/client';
import type { MerchantState } from './sync';

interface CallbackRow {
  id: string;
  reason: CallbackReason;
  requested_at: Date | string;
  call_by: string;
}

const toCallback = (row: CallbackRow, now: Date): GomodalCallback => ({
  id: row.id,
  reason: row.reason,
  requestedAt: toDate(row.requested_at).toISOString(),
  callBy: row.call_by,
  // The sandbox's call centre calls on the last day promised: after it, the request is done.
  status: jakartaDate(now.toISOString()) > row.call_by ? 'DONE' : 'OPEN',
});

export async function askedCallback(db: Db, state: MerchantState): Promise<GomodalCallback | null> {
  const [row] = await db.query<CallbackRow>(
    'select id, reason, requested_at, call_by::text as call_by from gomodal_callbacks where user_id = $1 order by requested_at desc limit 1',
    [state.user.userId],
  );
  return row ? toCallback(row, state.now) : null;
}

/** The open request if there is one (not stored twice), else a new one. */
export async function requestCallback(
  db: Db,
  state: MerchantState,
  reason: CallbackReason,
): Promise<{ callback: GomodalCallback; created: boolean }> {
  const newest = await askedCallback(db, state);
  if (newest?.status === 'OPEN') return { callback: newest, created: false };
  const row: CallbackRow = { id: randomUUID(), reason, requested_at: state.now, call_by: callBackBy(state.now.toISOString()) };
  await db.query('insert into gomodal_callbacks (id, user_id, reason, requested_at, call_by) values ($1, $2, $3, $4, $5)', [
    row.id,
    state.user.userId,
    reason,
    state.now.toISOString(),
    row.call_by,
  ]);
  return { callback: toCallback(row, state.now), created: true };
}
