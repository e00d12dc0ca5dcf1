import { LENDER_PATHS, type LenderApplication } from '@domain/contract/lender';
import { hasErrorCode, isApiErrorData, makeApiError } from '@domain/errors';
import {
  LENDER_DRAFT_FLOW,
  LENDER_DRAFT_PRODUCT,
  LENDER_DRAFT_VERSION,
  firstIncompleteStep,
  toApplicationRequest,
  type LenderApplicationDraft,
} from '@domain/lender/application';
import { jakartaDay } from '@domain/calendar-date';
import type { WorkerAreaDeps } from '../area-deps';
import type { DraftKey, SendState } from '../shared/contract';
import type { LenderWorkerApi } from './contract';

/** The application the wizard keeps as it is typed (src/features/lender keys it the same way). */
const APPLICATION_DRAFT: DraftKey = { owner: 'user', flow: LENDER_DRAFT_FLOW, product: LENDER_DRAFT_PRODUCT };

/** The send that the wizard's step 4 makes (workers/sends.ts). */
const SEND_KIND = 'lender-application';

const incompleteApplication = () =>
  makeApiError(400, [{ code: 'INVALID_REQUEST_PAYLOAD', message: '', errorKey: 'INVALID_REQUEST_PAYLOAD' }]);

export function createLenderApi(deps: WorkerAreaDeps): LenderWorkerApi {
  const { client } = deps;
  async function myApplication(): Promise<LenderApplication | null> {
    try {
      return await client.get<LenderApplication>(LENDER_PATHS.application);
    } catch (error) {
      if (isApiErrorData(error) && hasErrorCode(error, 'LENDER_APPLICATION_NOT_FOUND')) return null;
      throw error;
    }
  }
  return {
    async submitFromDraft(): Promise<LenderApplication> {
      deps.session.signedInUserId(); // a 401 without a session, before anything is read
      const draft = (await deps.drafts.load<LenderApplicationDraft>(APPLICATION_DRAFT, LENDER_DRAFT_VERSION))?.value;
      // Steps 1 to 3 complete: the documents (step 4) are the platform's to check.
      if (!draft || firstIncompleteStep(draft, jakartaDay(deps.clock.now())) < 4) throw incompleteApplication();
      try {
        return await deps.sends.send(
          SEND_KIND,
          () => client.post<LenderApplication>(LENDER_PATHS.application, toApplicationRequest(draft)),
          {
            drafts: [APPLICATION_DRAFT],
            keep: () => true,
          },
        );
      } catch (error) {
        // An earlier send landed and its answer was lost (a kill, the network): the platform has it.
        const existing = isApiErrorData(error) && hasErrorCode(error, 'LENDER_APPLICATION_EXISTS') ? await myApplication() : null;
        if (!existing) throw error;
        await deps.sends.answered(SEND_KIND, true, [APPLICATION_DRAFT]);
        return existing;
      }
    },
    myApplication,
    submission: (): Promise<SendState> =>
      deps.sends.state(SEND_KIND, async () => ((await myApplication()) ? true : null), [APPLICATION_DRAFT]),
  };
}
