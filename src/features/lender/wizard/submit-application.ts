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
import { profileAtom } from '@state/session';
import { appStore } from '@state/store';
import { jakartaToday, lenderDraftKey } from './lender-draft';

export async function submitLenderApplication(): Promise<void> {
  const profile = appStore.get(profileAtom);
  if (!profile) throw makeApiError(401, [{ code: 'UNAUTHORIZED', message: 'Sign in first.', errorKey: 'UNAUTHORIZED' }]);
  // What was typed last is in IndexedDB before it is read back.
  await flushAllDrafts();
  const key = lenderDraftKey(profile.userId);
  const snapshot = await dataWorker().drafts.load(key, LENDER_DRAFT_VERSION);
  const draft = snapshot?.value as LenderApplicationDraft | undefined;
  if (!draft || firstIncompleteStep(draft, jakartaToday()) < 4) {
    throw makeApiError(400, [{ code: 'INVALID_REQUEST_PAYLOAD', message: '', errorKey: 'INVALID_REQUEST_PAYLOAD' }]);
  }
  await dataWorker().lender.submitApplication(toApplicationRequest(draft));
  await dataWorker().drafts.remove(key);
}
