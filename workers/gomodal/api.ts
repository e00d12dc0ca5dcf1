import {
  GOMODAL_API_PATHS,
  gomodalDeductionsPath,
  gomodalRepaymentsPath,
  gomodalSignedPath,
  gomodalSigningInfoPath,
  gomodalSubmissionPath,
  type GomodalCallback,
} from '@domain/contract/gomodal';
import type { GomodalLoanSummary, GomodalRepaymentKind } from '@domain/contract/gomodal-loan';
import { DEFAULT_PAGE_SIZE } from '@domain/contract/paging';
import { catchupPath, type VirtualAccount } from '@domain/contract/lending-catchup';
import { hasErrorCode, isApiErrorData, makeApiError } from '@domain/errors';
import {
  GOMODAL_APPLICATION_DRAFT_VERSION,
  GOMODAL_APPLICATION_FLOW,
  GOMODAL_APPLICATION_PRODUCT,
  firstIncompleteStep,
  submissionRequestOf,
  type GomodalApplicationDraft,
} from '@domain/gomodal/application';
import type { WorkerAreaDeps } from '../area-deps';
import { askCatchupOverview } from '../lending/catchup';
import type { DraftKey, SendState } from '../shared/contract';
import type { GomodalRepaymentOverview, GomodalWorkerApi } from './contract';

/** The kept answer of a loan's repayment page. */
const gomodalRepaymentKey = (submissionId: string): string => `gomodal:repayment:${submissionId}`;

export const APPLICATION_DRAFT: DraftKey = { owner: 'user', flow: GOMODAL_APPLICATION_FLOW, product: GOMODAL_APPLICATION_PRODUCT };

/** The application's send (workers/sends.ts); what it keeps is the submission's id. */
const SEND_KIND = 'gomodal-application';

/** A submission the platform is still working on: the one an application just sent became. */
const IN_PROGRESS = new Set(['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT']);

/** The application is not complete: `cause` names the first page to finish. */
export const APPLICATION_INCOMPLETE_CODE = 'GOMODAL_APPLICATION_INCOMPLETE';

function repaymentsPathFor(submissionId: string, page: string | null, kind: GomodalRepaymentKind | null): string {
  const query = new URLSearchParams();
  if (page !== null) query.set('page', page);
  query.set('size', String(DEFAULT_PAGE_SIZE));
  if (kind !== null) query.set('kind', kind);
  return `${gomodalRepaymentsPath(submissionId)}?${query.toString()}`;
}

/** Each call's answer type is the one its method declares in the surface (contract.ts), inferred, not written again. */
export function createGomodalApi(deps: WorkerAreaDeps): GomodalWorkerApi {
  const { client, kept } = deps;
  /** The submission in progress on the platform (the newest), or null. */
  async function inProgress(): Promise<string | null> {
    const submission = (await client.get<GomodalLoanSummary>(GOMODAL_API_PATHS.loanSummary)).submission;
    return submission && IN_PROGRESS.has(submission.status) ? submission.id : null;
  }
  return {
    applyCheck: () => client.get(GOMODAL_API_PATHS.applyCheck),
    offer: () => client.get(GOMODAL_API_PATHS.offer),
    // Money reads: kept on this device with their time, answered from there offline (workers/kept-answers.ts).
    loanSummary: () => kept.read('gomodal:summary', () => client.get(GOMODAL_API_PATHS.loanSummary)),
    eligibilityNotification: () => client.get(GOMODAL_API_PATHS.eligibilityNotification),
    askToBeTold: () => client.post(GOMODAL_API_PATHS.eligibilityNotification),
    bankProfile: () => client.get(GOMODAL_API_PATHS.bankProfile),
    outlets: () => client.get(GOMODAL_API_PATHS.outlets),
    async submitFromDraft() {
      deps.session.signedInUserId(); // a 401 without a session, before anything is read
      const draft = (await deps.drafts.load<GomodalApplicationDraft>(APPLICATION_DRAFT, GOMODAL_APPLICATION_DRAFT_VERSION))?.value;
      const request = draft ? submissionRequestOf(draft) : null;
      if (!draft || !request) {
        const step = draft ? (firstIncompleteStep(draft) ?? 'loan') : 'loan';
        throw makeApiError(400, [{ code: APPLICATION_INCOMPLETE_CODE, message: '', errorKey: APPLICATION_INCOMPLETE_CODE, cause: step }]);
      }
      const earlierUnanswered = await deps.sends.unanswered(SEND_KIND);
      try {
        return await deps.sends.send(SEND_KIND, () => client.post(GOMODAL_API_PATHS.submit, request), {
          drafts: [APPLICATION_DRAFT],
          keep: (submission) => submission.id,
        });
      } catch (error) {
        // An earlier send landed and its answer was lost (a kill, the network): that one is in progress.
        const pending = earlierUnanswered && isApiErrorData(error) && hasErrorCode(error, 'GOMODAL_PENDING_APPLICATION_EXISTS');
        const id = pending ? await inProgress() : null;
        if (id === null) throw error;
        await deps.sends.answered(SEND_KIND, id, [APPLICATION_DRAFT]);
        return client.get(gomodalSubmissionPath(id));
      }
    },
    application: (): Promise<SendState<string>> =>
      deps.sends.state(SEND_KIND, inProgress, [APPLICATION_DRAFT]) as Promise<SendState<string>>,
    forgetApplication: () => deps.sends.forget(SEND_KIND),
    submission: (id) => kept.read(`gomodal:submission:${id}`, () => client.get(gomodalSubmissionPath(id))),
    signingInfo: (id) => client.get(gomodalSigningInfoPath(id)),
    signed: (id) => client.post(gomodalSignedPath(id)),
    deductions: (id) => kept.read(`gomodal:deductions:${id}`, () => client.get(gomodalDeductionsPath(id))),
    repaymentsPage: (id, page, kind) =>
      kept.read(`gomodal:repayments:${id}:${kind ?? 'ALL'}:${page ?? 'first'}`, () => client.get(repaymentsPathFor(id, page, kind))),
    completedLoans: () => kept.read('gomodal:completed', () => client.get(GOMODAL_API_PATHS.completedSubmissions)),
    callback: async () => (await client.get<{ callback: GomodalCallback | null }>(GOMODAL_API_PATHS.callback)).callback,
    requestCallback: (reason) => client.post(GOMODAL_API_PATHS.callback, { reason }),
    repaymentOverview: (id) => kept.read(gomodalRepaymentKey(id), () => askCatchupOverview(client, id)),
    async openVirtualAccount(id, request) {
      const va = await client.post<VirtualAccount>(catchupPath(id), request);
      // The loan's kept answer carries the new VA: shown again after a reload, or offline.
      await kept.updateAll<GomodalRepaymentOverview>(gomodalRepaymentKey(id), (_key, answer) => ({
        ...answer,
        virtualAccount: va,
        receiptId: null,
      }));
      return va;
    },
  };
}
