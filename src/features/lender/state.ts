/** The lender wizard's actions: the only code of the lender area (outside its documents) that talks to the data worker. */
import { flushAllDrafts } from '@state/drafts';
import type { SendState } from '@worker/contract';
import { dataWorker } from '../../data/bridge';

/** How the lender pages' failed calls are presented (src/state/errors). */
export const LENDER_ERROR_CONTEXT = { flow: 'default', product: 'lender' } as const;

/** Whether this account has already applied (GET /legalEntityKYC/v1). */
export async function hasApplied(): Promise<boolean> {
  return (await dataWorker().lender.myApplication()) !== null;
}

/**
 * Posts the lender application from its draft (the review's Submit calls it once the platform holds
 * all nine documents, then goes to step 5). Rejects with the call's ApiErrorData, whose message the
 * platform writes in the user's language ("a message extracted from the error", document 3 s. 8):
 * the caller shows it (presentError) and stays on the review with everything kept.
 */
export async function submitApplication(): Promise<void> {
  // What was typed last is in IndexedDB before the worker reads it back.
  await flushAllDrafts();
  await dataWorker().lender.submitFromDraft();
}

/** Where this device's application send stands: answered (step 5), none, or unknown (sent before a kill, the platform not reachable). */
export function applicationSend(): Promise<SendState> {
  return dataWorker().lender.submission();
}
