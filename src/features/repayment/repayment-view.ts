/**
 * What the repayment pages show, decided without React: the scope a page repays, the choice it
 * starts on, whether it resumes a VA or offers a new one, a VA's state by the platform's clock, and
 * what a refused VA means for the user. Pure, so the unit tests read it as tables.
 */
import type { UserProfile } from '@domain/contract/profile';
import type { RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { hasErrorCode, isNoAnswer, type ApiErrorData } from '@domain/errors';
import { formatRupiah } from '@domain/money';
import { CATCHUP_TYPES, PARTIAL_MIN_AMOUNT, checkPartialAmount, type CatchupOption, type CatchupType } from '@domain/lending/catchup';
import { VA_WAY_FORWARD, vaStateAt, type VaState, type VaWayForward } from '@domain/lending/virtual-account';
import type { RepaymentProduct, RepaymentTarget } from '@worker/repayment/contract';

/** Where each product's own pages start (the success state links there). */
export const PRODUCT_HOME: Readonly<Record<RepaymentProduct, string>> = {
  paylater: '/gopaylater/ab',
  cicilan: '/gopaylater/cicilan',
};

/** The receipt a repayment became (each product's receipt page). */
export function repaymentReceiptRoute(product: RepaymentProduct, receiptId: string): string {
  return `/${product}/receipts/${encodeURIComponent(receiptId)}`;
}

/** The chooser and the VA screen of a product; an order's early repayment keeps `?order=`. */
export function repaymentPath(
  product: RepaymentProduct,
  page: 'choose' | 'va',
  orderId: string | null = null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ ...(orderId ? { order: orderId } : {}), ...extra }).toString();
  return `/${product}/repayment${page === 'va' ? '/va' : ''}${query ? `?${query}` : ''}`;
}

/** The product's account id in the signed-in profile (the catch-up {id}); null before applying. */
export function productAccountId(product: RepaymentProduct, profile: UserProfile | null): string | null {
  return profile?.userProductInfo[product]?.productId ?? null;
}

/**
 * The scope: the `order` query (cicilan only), else the product's account; null when the product
 * has no account to repay.
 */
export function repaymentTarget(product: RepaymentProduct, accountId: string | null, orderId: string | null): RepaymentTarget | null {
  if (product === 'cicilan' && orderId) return { product, scopeId: orderId };
  return accountId ? { product, scopeId: accountId } : null;
}

export function isCatchupType(value: string | null): value is CatchupType {
  return value !== null && (CATCHUP_TYPES as readonly string[]).includes(value);
}

/**
 * The type the chooser starts on: the one the link asked for (?type=) when it is offered, else
 * what is due now (CURRENT_DUES), else the first offered. null when nothing is offered.
 */
export function initialCatchupType(options: readonly CatchupOption[], requested: string | null): CatchupType | null {
  const offered = options.map((option) => option.catchupType);
  if (isCatchupType(requested) && offered.includes(requested)) return requested;
  if (offered.includes('CURRENT_DUES')) return 'CURRENT_DUES';
  return offered[0] ?? null;
}

/** A VA that is being paid or can be: the page resumes it instead of making another. */
export function isResumable(va: VirtualAccount | null): va is VirtualAccount {
  return va !== null && (va.state === 'ACTIVE' || va.state === 'PENDING');
}

export type ChooserDecision =
  /** An ACTIVE or PENDING VA exists and the user did not ask for a new one: show it. */
  | { kind: 'resume' }
  /** Nothing is offered: nothing is owed now. */
  | { kind: 'nothing-due' }
  /** Choose type and bank; `previous` explains why the last VA is not shown (expired, denied...). */
  | { kind: 'choose'; previous: VaState | null; replacesActive: boolean };

/** `wantsNew`: the user pressed "change amount or bank" on an ACTIVE VA (?new=1). */
export function chooserDecision(dues: RepaymentDues, va: VirtualAccount | null, wantsNew: boolean): ChooserDecision {
  // A PENDING payment cannot be replaced (VA_REPAYMENT_PENDING): it is always shown.
  if (va?.state === 'PENDING' || (isResumable(va) && !wantsNew)) return { kind: 'resume' };
  if (dues.options.length === 0) return { kind: 'nothing-due' };
  const previous = va && va.state !== 'ACTIVE' && va.state !== 'PAID' ? va.state : null;
  return { kind: 'choose', previous, replacesActive: va?.state === 'ACTIVE' };
}

/** The VA's state now by the platform's clock (an ACTIVE one past 23:00 WIB is EXPIRED), and what to offer. */
export function vaStateNow(va: VirtualAccount, platformNow: number): { state: VaState; wayForward: VaWayForward } {
  const state = vaStateAt(va.state, va.expiresAt, platformNow);
  return { state, wayForward: VA_WAY_FORWARD[state] };
}

export interface AmountMessage {
  messageId: string;
  values?: Record<string, string>;
}

/** The PARTIAL amount's problem in catalogue terms, with rupiah already formatted; null when fine. */
export function partialAmountMessage(digits: string, dues: Pick<RepaymentDues, 'overdue' | 'current' | 'payoff'>): AmountMessage | null {
  const issue = checkPartialAmount(digits, dues);
  if (!issue) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.values ?? {})) values[name] = typeof value === 'number' ? formatRupiah(value) : value;
  return { messageId: issue.messageId, values };
}

/** What a refused "open a VA" means on the page. */
export type OpenFailure =
  | { kind: 'amount'; message: AmountMessage }
  | { kind: 'freeze'; freezeDay: boolean }
  | { kind: 'pending' }
  | { kind: 'nothing-due' }
  | { kind: 'offline' }
  | { kind: 'other'; error: ApiErrorData };

const AMOUNT_MESSAGES: Readonly<Record<string, string>> = {
  REPAYMENT_AMOUNT_INVALID: 'repayment.partial.invalid',
  REPAYMENT_AMOUNT_TOO_LOW: 'repayment.partial.min',
  REPAYMENT_AMOUNT_TOO_HIGH: 'repayment.partial.max',
};

/** The platform's refusal read by its code (server/repayment/CONTRACT.md, "Checks, in this order"). */
export function openFailure(error: ApiErrorData, dues: Pick<RepaymentDues, 'payoff'>): OpenFailure {
  const item = error.errors[0];
  const code = item?.code ?? '';
  if (isNoAnswer(error)) return { kind: 'offline' };
  const amountMessage = AMOUNT_MESSAGES[code];
  if (amountMessage) {
    const values: Record<string, string> =
      code === 'REPAYMENT_AMOUNT_TOO_LOW'
        ? { min: formatRupiah(PARTIAL_MIN_AMOUNT) }
        : code === 'REPAYMENT_AMOUNT_TOO_HIGH'
          ? { max: formatRupiah(dues.payoff) }
          : {};
    return { kind: 'amount', message: { messageId: amountMessage, values } };
  }
  if (hasErrorCode(error, 'VA_FREEZE_PERIOD')) return { kind: 'freeze', freezeDay: item?.cause === 'FREEZE_DAY' };
  if (hasErrorCode(error, 'VA_REPAYMENT_PENDING')) return { kind: 'pending' };
  if (hasErrorCode(error, 'REPAYMENT_NOTHING_DUE')) return { kind: 'nothing-due' };
  return { kind: 'other', error };
}

/** The amount a choice pays (PARTIAL: what was typed), for the button and the summary. */
export function chosenAmount(options: readonly CatchupOption[], type: CatchupType | null, partialDigits: string): number | null {
  if (type === 'PARTIAL') return /^\d{1,15}$/.test(partialDigits) ? Number(partialDigits) : null;
  return options.find((option) => option.catchupType === type)?.amount ?? null;
}
