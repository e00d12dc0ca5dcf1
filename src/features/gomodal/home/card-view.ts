/**
 * What the merchant-loan home's card says and offers in each of its 18 states (document 3, section
 * 4; server/gomodal/CONTRACT.md "States"), decided without React so the unit tests read it as a table.
 * Texts are `gomodal.card.<STATE>.title|text`; values the figures of the summary.
 */
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import type { GomodalHomeCardState } from '@domain/gomodal/home-card';
import {
  GOMODAL_ROUTES,
  gomodalKycRoute,
  loanErrorRoute,
  loanStatusRoute,
  privyIntroRoute,
  repaymentRoute,
  submissionDetailRoute,
} from '@domain/gomodal/routes';
import type { PageAction } from '../parts/ActionLinks';

export type CardTone = 'neutral' | 'warning' | 'danger' | 'success';

export interface CardView {
  state: GomodalHomeCardState;
  tone: CardTone;
  actions: PageAction[];
}

/** The personal cash loan offered to a merchant the loan is not for (home area's redirect page). */
export const CASH_LOAN_ROUTE = '/cashloan';

const TONES: Readonly<Record<GomodalHomeCardState, CardTone>> = {
  OVERDUE_WITH_LATE_FEES: 'danger',
  OVERDUE: 'danger',
  OUTSTANDING_BEFORE_DUE_DATE: 'warning',
  ONGOING: 'success',
  PAYMENT_HOLIDAY: 'neutral',
  REPAID: 'success',
  EARLY_LOAN_COMPLETED: 'success',
  LOAN_COMPLETED: 'success',
  CASH_LOAN_CARD: 'neutral',
  LOAN_PROCESSING: 'neutral',
  ERROR_LOAN_PROCESSING: 'danger',
  COMING_SOON_CARD: 'neutral',
  KYC_PENDING: 'neutral',
  PENDING: 'neutral',
  CONTRACT_SENT: 'warning',
  APPLIED: 'neutral',
  WRITE_OFF: 'danger',
  ERROR_CONTRACT_EXPIRED: 'danger',
};

export function loanCompletedRoute(submissionId: string): string {
  return `${GOMODAL_ROUTES.loanCompleted}?id=${encodeURIComponent(submissionId)}`;
}

function actionsOf(state: GomodalHomeCardState, summary: GomodalLoanSummary): PageAction[] {
  const loanId = summary.loan?.submissionId ?? null;
  const submissionId = summary.submission?.id ?? null;
  const pay = loanId ? { to: repaymentRoute(loanId), messageId: 'gomodal.card.action.pay' } : null;
  const details = loanId ? { to: submissionDetailRoute(loanId), messageId: 'gomodal.card.action.details' } : null;
  const status = { to: loanStatusRoute(submissionId ? { submissionId } : {}), messageId: 'gomodal.card.action.status', primary: true };
  const contact = { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.card.action.contact' };
  const list = (...actions: Array<PageAction | null>): PageAction[] => actions.filter((action): action is PageAction => action !== null);
  const primary = (action: PageAction | null): PageAction | null => (action ? { ...action, primary: true } : null);
  switch (state) {
    case 'OVERDUE_WITH_LATE_FEES':
    case 'OVERDUE':
    case 'OUTSTANDING_BEFORE_DUE_DATE':
      return list(primary(pay), details);
    case 'ONGOING':
    case 'PAYMENT_HOLIDAY':
    case 'REPAID':
      return list(primary(details), pay);
    case 'EARLY_LOAN_COMPLETED':
    case 'LOAN_COMPLETED':
      return list(loanId ? { to: loanCompletedRoute(loanId), messageId: 'gomodal.card.action.completed', primary: true } : null, {
        to: GOMODAL_ROUTES.completedSubmissions,
        messageId: 'gomodal.card.action.cleared',
      });
    case 'CASH_LOAN_CARD':
      return [{ to: CASH_LOAN_ROUTE, messageId: 'gomodal.card.action.cashLoan', primary: true }];
    case 'PENDING':
    case 'LOAN_PROCESSING':
    case 'APPLIED':
      return [status];
    case 'CONTRACT_SENT':
      return list(submissionId ? { to: privyIntroRoute(submissionId), messageId: 'gomodal.card.action.sign', primary: true } : status);
    case 'ERROR_CONTRACT_EXPIRED':
      return [{ to: GOMODAL_ROUTES.apply, messageId: 'gomodal.card.action.applyAgain', primary: true }, contact];
    case 'ERROR_LOAN_PROCESSING':
      return [
        { to: summary.submission?.outcomeRoute ?? loanErrorRoute('disbursement'), messageId: 'gomodal.card.action.fix', primary: true },
        contact,
      ];
    case 'KYC_PENDING':
      return [{ to: gomodalKycRoute('progress'), messageId: 'gomodal.card.action.kyc', primary: true }];
    case 'WRITE_OFF':
      return [{ ...contact, primary: true }];
    case 'COMING_SOON_CARD':
      return [];
  }
}

export function cardView(summary: GomodalLoanSummary): CardView | null {
  if (summary.card === null) return null;
  return { state: summary.card, tone: TONES[summary.card], actions: actionsOf(summary.card, summary) };
}

/** The blockers under which the limit card is not shown (a loan or an application is already under way). */
const BUSY_BLOCKERS: ReadonlySet<string> = new Set(['LOAN_RUNNING', 'PENDING_APPLICATION_EXISTS']);

export type HomeLayout =
  /** The card, and the limit card under it when the merchant may apply. */
  | { kind: 'home'; card: CardView | null; showLimit: boolean }
  /** No card and no plan: the page of the reason the merchant cannot apply. */
  | { kind: 'elsewhere'; route: string };

export function homeLayout(summary: GomodalLoanSummary): HomeLayout {
  const card = cardView(summary);
  const showLimit = summary.maxPrincipal !== null && !BUSY_BLOCKERS.has(summary.blocker ?? '');
  if (card === null && !showLimit && summary.blockerRoute !== null && summary.blockerRoute !== GOMODAL_ROUTES.home) {
    return { kind: 'elsewhere', route: summary.blockerRoute };
  }
  return { kind: 'home', card, showLimit };
}
