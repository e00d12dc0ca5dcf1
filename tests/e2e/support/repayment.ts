/** The sandbox's bank, checkout, ledger and clock as the repayment browser tests drive them. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { BankPaymentOutcome, BankPaymentResult, CheckoutResult, SandboxLedger } from '@domain/contract/money-sandbox';
import type { DataEnvelope } from '@domain/contract/envelope';
import type { SandboxClock } from '@domain/contract/sandbox';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { sandboxGet } from './sandbox';

async function post(path: string, body: object, origin = baseUrl()): Promise<Response> {
  return fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

let notices = 0;

/** The bank's payment notice for a VA; answers the HTTP status and the platform's answer (or its error code). */
export async function bankPays(
  vaNumber: string,
  amount: number,
  outcome: BankPaymentOutcome = 'SETTLED',
): Promise<{ status: number; result: BankPaymentResult | null; code: string | null }> {
  notices += 1;
  const response = await post('/sandbox/bank/payments', { vaNumber, amount, noticeId: `e2e-${Date.now()}-${notices}`, outcome });
  const body = (await response.json()) as DataEnvelope<BankPaymentResult> & { errors?: { code: string }[] };
  return { status: response.status, result: response.ok ? body.data : null, code: body.errors?.[0]?.code ?? null };
}

/** A purchase at the sandbox merchant (moves what is owed). */
export async function checkout(phone: string, product: 'paylater' | 'cicilan', amount: number, tenor = 1): Promise<CheckoutResult> {
  const response = await post('/sandbox/checkout', { phone: `+62${phone}`, merchant: 'Toko Sandbox', amount, product, tenor });
  if (response.status !== 201) throw new Error(`checkout: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as DataEnvelope<CheckoutResult>).data;
}

export function ledgerOf(phone: string, product: 'paylater' | 'cicilan'): Promise<SandboxLedger> {
  return sandboxGet<SandboxLedger>(`/sandbox/ledger?phone=${encodeURIComponent(`+62${phone}`)}&product=${product}`);
}

/** The platform's time (of the e2e server, or of the one at `origin`). */
export async function platformNow(origin = baseUrl()): Promise<number> {
  const response = await fetch(`${origin}/sandbox/clock`);
  return Date.parse(((await response.json()) as DataEnvelope<SandboxClock>).data.now);
}

/** Moves the platform clock forward to `instant` (never back: the ledger's past must stay past). */
export async function moveClockTo(instant: number, origin = baseUrl()): Promise<void> {
  if (instant <= (await platformNow(origin))) return;
  const response = await post('/sandbox/clock', { now: new Date(instant).toISOString() }, origin);
  if (!response.ok) throw new Error(`clock: HTTP ${response.status}`);
}

const WIB_OFFSET_MS = 7 * 3600_000;
const jakarta = (instant: number) => {
  const shifted = new Date(instant + WIB_OFFSET_MS);
  return { day: shifted.getUTCDate(), hour: shifted.getUTCHours(), date: shifted.toISOString().slice(0, 10) };
};

/** 09:00 WIB of the day after `instant`'s Jakarta day. */
function nextMorning(instant: number): number {
  return Date.parse(`${jakarta(instant + 24 * 3600_000).date}T09:00:00+07:00`);
}

/**
 * VAs can be opened until 20:45 WIB (20:15 on pay-later's freeze day, the 16th): a test that opens
 * some needs a few hours before that. Moves the platform clock forward to the next morning when not.
 */
export async function ensureVaHoursAhead(origin = baseUrl()): Promise<void> {
  let now = await platformNow(origin);
  while (jakarta(now).hour >= 18 || jakarta(now).day === 16) now = nextMorning(now);
  await moveClockTo(now, origin);
}

/** 23:01 WIB of the platform's day: a VA opened today has expired, and the freeze period runs. */
export async function moveClockPastVaExpiry(): Promise<void> {
  await moveClockTo(Date.parse(`${jakarta(await platformNow()).date}T23:01:00+07:00`));
}

/** The next morning after the platform's now (past a VA's expiry and the freeze period). */
export async function moveToNextMorning(): Promise<void> {
  let next = nextMorning(await platformNow());
  if (jakarta(next).day === 16) next = nextMorning(next);
  await moveClockTo(next);
}

/** A phone-size screenshot of a repayment screen, and no serious axe violation on it. */
export async function capture(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map(
      (violation) => `${name}: ${violation.id} ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    ),
  ).toEqual([]);
}

/** The state the VA screen shows (data-va-state), once it shows one. */
export async function shownVaState(page: Page): Promise<string | null> {
  const element = page.locator('[data-va-state]');
  await element.waitFor();
  return element.getAttribute('data-va-state');
}

export async function waitForVaState(page: Page, state: string): Promise<void> {
  await page.locator(`[data-va-state="${state}"]`).waitFor({ timeout: 15_000 });
}

/**
 * After the bank paid: presses "Check status" and waits for the VA to show PAID. The page also
 * watches the VA by itself (5 s, doubling), so on a slow machine it may show PAID before the press
 * lands and take the button away: the same outcome, not a failure.
 */
export async function checkStatusUntilPaid(page: Page): Promise<void> {
  const paid = page.locator('[data-va-state="PAID"]');
  try {
    await page.getByTestId('check-status').click({ timeout: 15_000 });
  } catch (error) {
    if (!(await paid.isVisible())) throw error;
  }
  await waitForVaState(page, 'PAID');
}

/**
 * On a repayment chooser: picks a type (typing the amount for PARTIAL) and a bank, opens the VA,
 * and waits for the VA screen to show it ACTIVE.
 */
export async function openVaFromChooser(page: Page, type: string, bank: string, partial?: string): Promise<void> {
  await page.locator(`#repayment-type-${type}`).check();
  if (partial !== undefined) await page.locator('.repayment-option__amount-field input').fill(partial);
  await page.locator(`#repayment-bank-${bank}`).check();
  await page.locator('form.repayment-form button[type="submit"]').click();
  await page.waitForURL('**/repayment/va**');
  await waitForVaState(page, 'ACTIVE');
}

/** The VA number shown (digits only). */
export async function shownVaNumber(page: Page): Promise<string> {
  return (await page.getByTestId('va-number').innerText()).replace(/\D/g, '');
}

/** A rupiah figure as shown ("Rp1.250.000") as a number. */
export function rupiah(text: string): number {
  return Number(text.replace(/\D/g, ''));
}
