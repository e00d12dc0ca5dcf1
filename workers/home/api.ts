import type {
  CashLoanToken,
  Consent,
  ConsentRecord,
  ConsentsResponse,
  GomodalEligibility,
  LoanSubmissionSummary,
  OngoingSubmission,
  SignedResponse,
  SigningInfo,
} from '@domain/contract/home';
import { PRODUCTS_API_PATHS, signingInfoPath } from '@domain/contract/home';
import { cashLoanRedirectUrl } from '@domain/home/cash-loan';
import { isSigningFlow, signedRedirect, type SigningContext } from '@domain/home/signed-redirect';
import { isSigningProduct } from '@domain/contract/home';
import type { WorkerAreaDeps } from '../area-deps';
import type { DraftKey } from '../shared/contract';
import type { ProductsWorkerApi } from './contract';

const SIGNING_CONTEXT_VERSION = 1;

/** The signing context rides on the draft store: per user, in IndexedDB, expiring on its own. */
const SIGNING_CONTEXT_KEY: DraftKey = { owner: 'user', flow: 'signing-context', product: 'all' };

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
    async startSigning(context: SigningContext) {
      const info = await client.get<SigningInfo>(signingInfoPath(context.product));
      await deps.drafts.save(SIGNING_CONTEXT_KEY, context, SIGNING_CONTEXT_VERSION);
      return info;
    },
    async completeSigning() {
      const [draft, source] = await Promise.all([
        deps.drafts.load<unknown>(SIGNING_CONTEXT_KEY, SIGNING_CONTEXT_VERSION),
        deps.session.sourceInfo().catch(() => null),
      ]);
      const answer = await client.post<SignedResponse>(PRODUCTS_API_PATHS.signed);
      const context = draft && isSigningContext(draft.value) ? draft.value : null;
      const next = signedRedirect({
        context,
        statuses: answer.statuses,
        sourceApp: source?.sourceApp ?? null,
        redirectUrl: source?.redirectUrl ?? null,
      });
      await deps.drafts.remove(SIGNING_CONTEXT_KEY);
      return { userProductInfo: answer.userProductInfo, next };
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
