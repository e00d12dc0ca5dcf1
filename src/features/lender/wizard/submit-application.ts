/**
 * Posts the lender application from its draft (step 4's Continue calls it once all nine documents
 * are confirmed, then goes to step 5). Rejects with the call's ApiErrorData, whose message the
 * platform writes in the user's language ("a message extracted from the error", document 3 s. 8):
 * the caller shows it (presentError) and stays on step 4 with everything kept.
 */
import { LENDER_DRAFT_VERSION, firstIncompleteStep, toApplicationRequest, type LenderApplicationDraft } from '@domain/lender/application';
import { makeApiError } from '@domain/errors';
import { dataWorker } from '../../../data/bridge';
import { flushAllDrafts } from '@state/drafts';
import { LENDER_DRAFT_KEY, jakartaToday } from './lender-draft';

export async function submitLenderApplication(): Promise<void> {
  // What was typed last is in IndexedDB before it is read back.
  await flushAllDrafts();
  const key = LENDER_DRAFT_KEY;
  const snapshot = await dataWorker().drafts.load(key, LENDER_DRAFT_VERSION);
  const draft = snapshot?.value as LenderApplicationDraft | undefined;
  if (!draft || firstIncompleteStep(draft, jakartaToday()) < 4) {
    throw makeApiError(400, [{ code: 'INVALID_REQUEST_PAYLOAD', message: '', errorKey: 'INVALID_REQUEST_PAYLOAD' }]);
  }
  await dataWorker().lender.submitApplication(toApplicationRequest(draft));
  await dataWorker().drafts.remove(key);
}
