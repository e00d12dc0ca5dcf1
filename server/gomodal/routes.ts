/** The merchant loan's calls (server/gomodal/CONTRACT.md). The sandbox's: sandbox-routes.ts. */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  CallbackRequestSchema,
  type EligibilityNotification,
  GOMODAL_API_PATHS,
  type GomodalApplyCheck,
  type GomodalBankProfile,
  type GomodalCallback,
  type GomodalOffer,
  type GomodalOutlets,
  type GomodalSigningInfo,
  GomodalSubmissionRequestSchema,
} from '@domain/contract/gomodal';
import {
  type GomodalCompletedLoans,
  type GomodalDeductions,
  type GomodalLoanSummary,
  type GomodalRepaymentPage,
  GomodalRepaymentQuerySchema,
  type GomodalSubmission,
} from '@domain/contract/gomodal-loan';
import {
  CatchupRequestSchema,
  type CurrentVirtualAccount,
  type RepaymentDues,
  type VirtualAccount,
} from '@domain/contract/lending-catchup';
import { applyBlockerRoute } from '@domain/gomodal/eligibility';
import type { LoanRedirectCode } from '@domain/gomodal/loan-redirects';
import { requireSession } from '../http/auth';
import { describeIssue, parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem, notFound } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import { noStore } from '../http/no-store';
import { pageOf, readPageQuery } from '../http/paging';
import type { AppEnv, RouteDeps } from '../http/types';
import { registerVaOwner } from '../ledger/va-owners';
import { confirmSigned, signingInfo, submit } from './applications';
import { askedCallback, requestCallback } from './callbacks';
import { currentVa, gomodalDues, gomodalVaOwner, loanVirtualAccount, openCatchup } from './catchup';
import { accrualKeys } from './engine';
import { gomodalError } from './errors';
import { applyCheck, blockerOf, homeCardOf, loanTypeOf, newestLoan, offerOf } from './facts';
import { outletsOf } from './outlets';
import { submissionById } from './submissions';
import { type LoanView, type MerchantState, withMerchant } from './sync';
import { completedLoan, deductionsView, loanHeadline, repaymentsOf, submissionHeadline, submissionView } from './views';

const SUBMISSION = `${GOMODAL_API_PATHS.submissions}/:id`;
const PATHS = {
  submission: SUBMISSION,
  signingInfo: `${SUBMISSION}/signing-info`,
  signed: `${SUBMISSION}/signed`,
  repayments: `${SUBMISSION}/repayments`,
  dues: `${SUBMISSION}/dues`,
  catchup: `${SUBMISSION}/catchup`,
  deductions: '/sme/v1/deductions/:id',
};

const fieldInvalid = (issue: v.BaseIssue<unknown>) =>
  errorItem('GOMODAL_FIELD_INVALID', describeIssue(issue), v.getDotPath(issue) ?? 'body');

/** Bank profile and outlets: the merchant's own, for its owner only (409: 403 would sign the user out). */
const LOAN_REDIRECT_MESSAGES: Readonly<Record<LoanRedirectCode, string>> = {
  SME03: "This merchant's business loan is served by the partner lender's own web app.",
  SME04: "This merchant's business data must be updated at the merchant portal first.",
  SME05: 'This loan is in restructuring: the lender serves it on its own page.',
};

/** A merchant the platform sends elsewhere (loan-redirects.ts): 409 with the code, before any other check. */
function refuseForLoanRedirect(state: MerchantState): void {
  const code = state.merchant?.loanRedirect;
  if (code) throw gomodalError(409, code, LOAN_REDIRECT_MESSAGES[code], '');
}

function requireOwner(state: MerchantState): NonNullable<MerchantState['merchant']> {
  const merchant = state.merchant;
  if (!merchant || merchant.accountStatus === 'INELIGIBLE')
    throw gomodalError(409, 'GOMODAL_NOT_WHITELISTED', 'This user has no merchant-loan account.', applyBlockerRoute('NOT_WHITELISTED'));
  if (!merchant.merchantOwner)
    throw gomodalError(409, 'GOMODAL_NON_OWNER', 'Only the verified owner of the merchant may apply.', applyBlockerRoute('NON_OWNER'));
  return merchant;
}

/** The caller's submission with this id (another's or an unknown one: 404 alike). */
function ownSubmission(state: MerchantState, id: string) {
  const submission = state.submissions.find((candidate) => candidate.id === id);
  if (!submission) throw notFound();
  return submission;
}

function ownLoan(state: MerchantState, id: string): LoanView {
  ownSubmission(state, id);
  const loan = state.loans.get(id);
  if (!loan) throw gomodalError(409, 'GOMODAL_NO_LOAN', 'This submission has not been paid out: it has no loan yet.', id);
  return loan;
}

export function gomodalRoutes(deps: RouteDeps): Hono<AppEnv> {
  registerVaOwner('GOMODAL_SUBMISSION', gomodalVaOwner);
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireSession(deps);
  const merchantOf = <T>(c: Context<AppEnv>, use: (tx: typeof db, state: MerchantState) => Promise<T>): Promise<T> =>
    withMerchant(db, c.get('session').userId, clock.now(), use);
  const get = (path: string, answer: (c: Context<AppEnv>) => Promise<Response>) => {
    app.get(path, noStore, auth, answer);
    allowOnly(app, path, ['GET']);
  };

  get(GOMODAL_API_PATHS.applyCheck, async (c) => ok<GomodalApplyCheck>(c, await merchantOf(c, async (_tx, state) => applyCheck(state))));

  app.get(GOMODAL_API_PATHS.eligibilityNotification, noStore, auth, async (c) =>
    ok<EligibilityNotification>(
      c,
      await merchantOf(c, async (_tx, state) => {
        const at = state.merchant?.notifyRequestedAt ?? null;
        return { requested: at !== null, requestedAt: at?.toISOString() ?? null };
      }),
    ),
  );
  app.post(GOMODAL_API_PATHS.eligibilityNotification, noStore, auth, async (c) => {
    const { answer, created } = await merchantOf(c, async (tx, state) => {
      if (!applyCheck(state).canAskToBeTold)
        throw gomodalError(
          409,
          'GOMODAL_NOTIFY_NOT_OFFERED',
          '"Tell me when I am eligible" is not offered to this merchant.',
          blockerOf(state) ?? '',
        );
      const known = state.merchant?.notifyRequestedAt ?? null;
      if (known) return { answer: { requested: true, requestedAt: known.toISOString() }, created: false };
      await tx.query('update gomodal_accounts set notify_requested_at = $2 where user_id = $1', [
        state.user.userId,
        state.now.toISOString(),
      ]);
      return { answer: { requested: true, requestedAt: state.now.toISOString() }, created: true };
    });
    return ok<EligibilityNotification>(c, answer, created ? 201 : 200);
  });
  allowOnly(app, GOMODAL_API_PATHS.eligibilityNotification, ['GET', 'POST']);

  get(GOMODAL_API_PATHS.offer, async (c) => {
    const offer = await merchantOf(c, async (_tx, state) => {
      refuseForLoanRedirect(state);
      const found = offerOf(state);
      if (!found) throw gomodalError(409, 'SME01', 'No loan plan is available to this merchant now.', blockerOf(state) ?? '');
      return found;
    });
    return ok<GomodalOffer>(c, offer);
  });

  get(GOMODAL_API_PATHS.loanSummary, async (c) =>
    ok<GomodalLoanSummary>(
      c,
      await merchantOf(c, async (_tx, state) => {
        const blocker = blockerOf(state);
        const newest = state.submissions[0];
        const loan = newestLoan(state);
        return {
          card: homeCardOf(state),
          blocker,
          blockerRoute: blocker === null ? null : applyBlockerRoute(blocker),
          loanType: loanTypeOf(state),
          maxPrincipal: offerOf(state)?.maxPrincipal ?? null,
          firstLoanCashback: offerOf(state)?.firstLoanCashback ?? null,
          submission: newest ? submissionHeadline(state, newest) : null,
          loan: loan ? loanHeadline(state, loan) : null,
          asOf: state.now.toISOString(),
        };
      }),
    ),
  );

  get(GOMODAL_API_PATHS.bankProfile, async (c) =>
    ok<GomodalBankProfile>(
      c,
      await merchantOf(c, async (_tx, state) => {
        const merchant = requireOwner(state);
        return { ...merchant.bank, registeredMobileNumber: merchant.phone, address: merchant.address };
      }),
    ),
  );

  get(GOMODAL_API_PATHS.outlets, async (c) =>
    ok<GomodalOutlets>(
      c,
      await merchantOf(c, async (tx, state) => {
        const merchant = requireOwner(state);
        const outlets = await outletsOf(tx, merchant.userId);
        return { outlets, total: outlets.length };
      }),
    ),
  );

  app.post(GOMODAL_API_PATHS.submit, noStore, auth, async (c) => {
    const request = parseWith(GomodalSubmissionRequestSchema, await readJsonBody(c), fieldInvalid);
    const view = await merchantOf(c, async (tx, state) => {
      refuseForLoanRedirect(state);
      const id = await submit(tx, state, request);
      const stored = await submissionById(tx, id);
      if (!stored) throw new Error('A submission just stored is missing');
      return submissionView(state, stored, null);
    });
    return ok<GomodalSubmission>(c, view, 201);
  });
  allowOnly(app, GOMODAL_API_PATHS.submit, ['POST']);

  get(GOMODAL_API_PATHS.completedSubmissions, async (c) =>
    ok<GomodalCompletedLoans>(
      c,
      await merchantOf(c, async (_tx, state) => ({
        loans: state.submissions
          .flatMap((submission) => {
            const loan = state.loans.get(submission.id);
            const view = loan ? completedLoan(state, loan) : null;
            return view ? [view] : [];
          })
          .sort((a, b) => b.completedAt.localeCompare(a.completedAt)),
      })),
    ),
  );

  app.get(GOMODAL_API_PATHS.callback, noStore, auth, async (c) =>
    ok<{ callback: GomodalCallback | null }>(c, { callback: await merchantOf(c, async (tx, state) => askedCallback(tx, state)) }),
  );
  app.post(GOMODAL_API_PATHS.callback, noStore, auth, async (c) => {
    const text = await c.req.text();
    const request = parseWith(CallbackRequestSchema, text.trim() === '' ? {} : await readJsonBody(c), fieldInvalid);
    const { callback, created } = await merchantOf(c, async (tx, state) => requestCallback(tx, state, request.reason));
    return ok<GomodalCallback>(c, callback, created ? 201 : 200);
  });
  allowOnly(app, GOMODAL_API_PATHS.callback, ['GET', 'POST']);

  get(PATHS.submission, async (c) =>
    ok<GomodalSubmission>(
      c,
      await merchantOf(c, async (tx, state) => {
        const submission = ownSubmission(state, c.req.param('id') ?? '');
        const loan = state.loans.get(submission.id);
        return submissionView(state, submission, loan ? await loanVirtualAccount(tx, loan, state.now) : null);
      }),
    ),
  );

  get(PATHS.signingInfo, async (c) =>
    ok<GomodalSigningInfo>(
      c,
      await merchantOf(c, async (_tx, state) => signingInfo(ownSubmission(state, c.req.param('id') ?? ''), state.now)),
    ),
  );

  app.post(PATHS.signed, noStore, auth, async (c) =>
    ok<GomodalSubmission>(
      c,
      await merchantOf(c, async (_tx, state) => {
        const submission = ownSubmission(state, c.req.param('id') ?? '');
        confirmSigned(submission, state.now);
        return submissionView(state, submission, null);
      }),
    ),
  );
  allowOnly(app, PATHS.signed, ['POST']);

  get(PATHS.deductions, async (c) =>
    ok<GomodalDeductions>(c, await merchantOf(c, async (_tx, state) => deductionsView(state, ownLoan(state, c.req.param('id') ?? '')))),
  );

  get(PATHS.repayments, async (c) => {
    const id = c.req.param('id') ?? '';
    const query = c.req.query();
    const kind = v.safeParse(GomodalRepaymentQuerySchema.entries.kind, query.kind);
    if (!kind.success)
      throw new PlatformError(400, [
        errorItem('GOMODAL_FIELD_INVALID', 'Query parameter "kind" must be DEDUCTION or VA_REPAYMENT.', 'kind'),
      ]);
    const userId = c.get('session').userId;
    const page = readPageQuery(query, `gomodal-repayments:${id}`, userId);
    const answer = await merchantOf(c, async (_tx, state) => {
      const all = repaymentsOf(ownLoan(state, id)).filter((repayment) => kind.output === undefined || repayment.kind === kind.output);
      const found = pageOf(all, (repayment) => ({ date: repayment.date, id: repayment.id }), page, `gomodal-repayments:${id}`, userId);
      return { repayments: found.items, nextPage: found.next };
    });
    return ok<GomodalRepaymentPage>(c, answer);
  });

  /**
   * The catch-up of a merchant loan shares its paths with pay-later and cicilan (server/repayment,
   * mounted after this area): an id that is not one of the caller's merchant-loan submissions goes
   * on to the repayment area, which answers it (or 404 alike, so ids cannot be probed).
   */
  const isOwnGomodal = async (c: Context<AppEnv>): Promise<boolean> => {
    const submission = await submissionById(db, c.req.param('id') ?? '');
    return submission !== null && submission.userId === c.get('session').userId;
  };

  app.get(PATHS.dues, noStore, auth, async (c, next) => {
    if (!(await isOwnGomodal(c))) return next();
    return ok<RepaymentDues>(c, await merchantOf(c, async (tx, state) => gomodalDues(tx, state, ownLoan(state, c.req.param('id') ?? ''))));
  });
  app.post(PATHS.catchup, noStore, auth, async (c, next) => {
    if (!(await isOwnGomodal(c))) return next();
    const request = parseWith(CatchupRequestSchema, await readJsonBody(c), (issue) =>
      errorItem('REPAYMENT_FIELD_INVALID', describeIssue(issue), v.getDotPath(issue) ?? 'body'),
    );
    const va = await merchantOf(c, async (tx, state) => openCatchup(tx, state, ownLoan(state, c.req.param('id') ?? ''), request));
    return ok<VirtualAccount>(c, va, 201);
  });
  app.get(PATHS.catchup, noStore, auth, async (c, next) => {
    if (!(await isOwnGomodal(c))) return next();
    return ok<CurrentVirtualAccount>(
      c,
      await merchantOf(c, async (tx, state) => {
        const loan = state.loans.get(c.req.param('id') ?? '');
        const va = loan ? await currentVa(tx, loan, state.now) : null;
        // Its payment in the loan's repayment history (GomodalRepayment.id).
        return { virtualAccount: va, receiptId: va?.state === 'PAID' ? accrualKeys.va(va.id) : null };
      }),
    );
  });

  return app;
}
