/** A real send ledger (workers/sends.ts) for an area's test: its own fake IndexedDB, the test's drafts and user. */
import { openDataDb } from '@worker/db';
import type { SessionDrafts } from '@worker/drafts';
import { SendLedger } from '@worker/sends';

export function sendLedgerFor(drafts: Pick<SessionDrafts, 'remove'>, userId: () => string = () => 'cs-1'): SendLedger {
  return new SendLedger(openDataDb(`sends-${crypto.randomUUID()}`), { signedInUserId: userId }, drafts as SessionDrafts);
}
