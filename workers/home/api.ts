import type {
  CashLoanToken,
  GomodalEligibility,
  LoanSubmissionSummary,
  OngoingSubmission,
  SignedResponse,
  SigningInfo,
} from '@domain/contract/home';
import type { Consent, ConsentRecord, ConsentsResponse } from '@domain/contract/consents';
import { PRODUCTS_API_PATHS, signingInfoPath } from '@domain/contract/home';
import { cashLoanRedirectUrl } from '@domain/home/cash-loan';
import { isSigningFlow, signedRedirect, type SignedRedirect, type SigningContext } from '@domain/home/signed-redirect';
import { isSigningProduct } from '@domain/contract/home';
import type { WorkerAreaDeps } from '../area-deps';
import type { DraftKey } from '../shared/contract';
import type { CompletedSigning, ProductsWorkerApi } from './contract';

const SIGNING_CONTEXT_VERSION = 1;

/** The signing context rides on the draft store: per user, in IndexedDB, expiring on its own. */
const SIGNING_CONTEXT_KEY: DraftKey = { owner: 'user', flow: 'signing-context', product: 'all' };

/** The signed call's send (workers/sends.ts): it keeps the answer, so /signed reopened after a kill goes on the same way. */
const SIGNED_SEND = 'signed';

/** What the signed send keeps: where the answer said to go. */
function keptRedirect(value: unknown): SignedRedirect | null {
  if (typeof value !== 'object' || value === null) return null;
  const next = (value as { next?: unknown }).next;
  if (typeof next !== 'object' || next === null) return null;
  const kind = (next as { kind?: unknown }).kind;
  return kind === 'route' || kind === 'external' ? (next as SignedRedirect) : null;
}

function isSigningContext(value: unknown): value is SigningContext {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isSigningProduct(record.product) && isSigningFlow(record.flow);
}

export function createProductsApi(deps: WorkerAreaDeps): ProductsWorkerApi {
  const { client } = deps;
  return {
    async businessCapital() {
      const [eligibility, submissions, ongoing] = await Promise.all([
        client.get<GomodalEligibility>(PRODUCTS_API_PATHS.gomodalEligibility),
        client.get<LoanSubmissionSummary[]>(PRODUCTS_API_PATHS.gomodalSubmissions),
        client.get<OngoingSubmission>(PRODUCTS_API_PATHS.gomodalOngoingSubmission),
      ]);
      return { eligibility, submissions, ongoing: ongoing.submission };
    },
    signingInfo: (product) => client.get<SigningInfo>(signingInfoPath(product)),
    async startSigning(context: SigningContext) {
      const info = await client.get<SigningInfo>(signingInfoPath(context.product));
      await deps.drafts.save(SIGNING_CONTEXT_KEY, context, SIGNING_CONTEXT_VERSION);
      await deps.sends.forget(SIGNED_SEND); // a new signing: the last one's answer no longer applies
      return info;
    },
    async completeSigning(): Promise<CompletedSigning> {
      const [draft, source] = await Promise.all([
        deps.drafts.load<unknown>(SIGNING_CONTEXT_KEY, SIGNING_CONTEXT_VERSION),
        deps.session.sourceInfo().catch(() => null),
      ]);
      const context = draft && isSigningContext(draft.value) ? draft.value : null;
      if (!context) {
        // The context went with an answer this page never got to follow (killed in between): the
        // platform has the signature, and that answer says where to go. Told again, all the same.
        const sent = await deps.sends.state(SIGNED_SEND, async () => null);
        const next = sent.state === 'answered' ? keptRedirect(sent.kept) : null;
        if (next) {
          const again = await client.post<SignedResponse>(PRODUCTS_API_PATHS.signed);
          return { userProductInfo: again.userProductInfo, next };
        }
      }
      // The answer, the way on, and the context's removal are kept together (workers/sends.ts).
      return deps.sends.send(
        SIGNED_SEND,
        async (): Promise<CompletedSigning> => {
          const answer = await client.post<SignedResponse>(PRODUCTS_API_PATHS.signed);
          const next = signedRedirect({
            context,
            statuses: answer.statuses,
            sourceApp: source?.sourceApp ?? null,
            redirectUrl: source?.redirectUrl ?? null,
          });
          return { userProductInfo: answer.userProductInfo, next };
        },
        { drafts: [SIGNING_CONTEXT_KEY], keep: (completed) => ({ next: completed.next }) },
      );
    },
    consents: () => client.get<ConsentsResponse>(PRODUCTS_API_PATHS.consents),
    giveConsent: (consent: Consent) => client.post<ConsentRecord>(PRODUCTS_API_PATHS.consents, consent),
    async cashLoanUrl(query: Record<string, string>) {
      const { token, url } = await client.get<CashLoanToken>(PRODUCTS_API_PATHS.cashLoanToken);
      const sourceApp = (await deps.session.sourceInfo())?.sourceApp ?? null;
      const sid = deps.session.snapshot()?.csTrackingId ?? '';
      return cashLoanRedirectUrl({ url, token, sid, sourceApp, query: { get: (name) => query[name] ?? null } });
    },
  };
}
