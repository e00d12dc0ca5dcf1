/** Virtual-account repayment of both products, the sandbox bank and the ledger view (issue 9). See CONTRACT.md. */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { type BankPaymentResult, BankPaymentNoticeSchema, MONEY_SANDBOX_PATHS, type SandboxLedger } from '@domain/contract/money-sandbox';
import {
  CatchupRequestSchema,
  type CurrentVirtualAccount,
  type RepaymentDues,
  type VirtualAccount,
} from '@domain/contract/lending-catchup';
import { requireSession } from '../http/auth';
import { describeIssue, parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem, invalidPayload } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import { noStore } from '../http/no-store';
import type { AppEnv, RouteDeps } from '../http/types';
import { accountForProduct } from '../ledger/accounts';
import { syncedBook } from '../ledger/sync';
import { openVirtualAccounts, virtualAccountsOfAccount } from '../ledger/virtual-accounts';
import { formText, formWholeNumber, isForm, refuseCrossSiteForm } from '../sandbox/forms';
import { phoneFromPerson, phoneFromQuery } from '../sandbox/phone-input';
import { userIdByPhone } from '../users/users';
import { receiveBankNotice } from './bank';
import { renderBankPage } from './bank-page';
import { currentCatchup, openCatchup, repaymentDues } from './catchup';
import './errors';
import { LEDGER_PAGE_PATH, renderLedgerPage, sandboxLedger } from './ledger-view';
import { resolveScope } from './scopes';

const DUES_PATH = '/sme/v1/submissions/:id/dues';
const CATCHUP_PATH = '/sme/v1/submissions/:id/catchup';

export function repaymentRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireSession(deps);
  const scopeOf = (c: Context<AppEnv>, now: Date) => resolveScope(db, c.get('session').userId, c.req.param('id') ?? '', now);

  app.get(DUES_PATH, noStore, auth, async (c) => {
    const now = clock.now();
    return ok<RepaymentDues>(c, await repaymentDues(db, await scopeOf(c, now), now));
  });
  allowOnly(app, DUES_PATH, ['GET']);

  app.post(CATCHUP_PATH, noStore, auth, async (c) => {
    const request = parseWith(CatchupRequestSchema, await readJsonBody(c), (issue) =>
      errorItem('REPAYMENT_FIELD_INVALID', describeIssue(issue), v.getDotPath(issue) ?? 'body'),
    );
    const now = clock.now();
    return ok<VirtualAccount>(c, await openCatchup(db, await scopeOf(c, now), request, now), 201);
  });
  app.get(CATCHUP_PATH, noStore, auth, async (c) => {
    const now = clock.now();
    return ok<CurrentVirtualAccount>(c, await currentCatchup(db, await scopeOf(c, now), now));
  });
  allowOnly(app, CATCHUP_PATH, ['GET', 'POST']);

  return app;
}

/** The bank and the ledger view (mounted only when SANDBOX is on). */
export function repaymentSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  const bankPage = async (
    c: Context,
    view: { result?: BankPaymentResult; error?: string },
    status: 200 | 400 | 404 | 409 = 200,
  ): Promise<Response> => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderBankPage({ open: await openVirtualAccounts(db, clock.now()), result: view.result ?? null, error: view.error ?? null }),
      status,
    );
  };

  app.get(MONEY_SANDBOX_PATHS.bank, (c) => bankPage(c, {}));
  allowOnly(app, MONEY_SANDBOX_PATHS.bank, ['GET']);

  app.post(MONEY_SANDBOX_PATHS.bankPayments, async (c) => {
    if (!isForm(c)) {
      const notice = parseWith(BankPaymentNoticeSchema, await readJsonBody(c));
      return ok<BankPaymentResult>(c, await receiveBankNotice(db, notice, clock.now()));
    }
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    try {
      const notice = parseWith(BankPaymentNoticeSchema, {
        vaNumber: formText(form.vaNumber).replace(/\s/g, ''),
        amount: formWholeNumber(form.amount),
        noticeId: formText(form.noticeId),
        outcome: formText(form.outcome) || undefined,
      });
      return bankPage(c, { result: await receiveBankNotice(db, notice, clock.now()) });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const status = error.status === 404 || error.status === 409 ? error.status : 400;
      return bankPage(c, { error: error.items.map((item) => item.message).join(' ') }, status);
    }
  });
  allowOnly(app, MONEY_SANDBOX_PATHS.bankPayments, ['POST']);

  /** The user's account of the product, or a 404 saying which is missing. */
  const ledgerOf = async (rawPhone: string, rawProduct: string) => {
    if (rawProduct !== 'paylater' && rawProduct !== 'cicilan')
      throw invalidPayload('Query parameter "product" must be paylater or cicilan.', 'product');
    const now = clock.now();
    const userId = await userIdByPhone(db, rawPhone);
    if (!userId) throw PlatformError.of(404, 'NOT_FOUND', 'No user has this number.', 'phone');
    const account = await accountForProduct(db, userId, rawProduct, now);
    if (!account)
      throw PlatformError.of(404, 'NOT_FOUND', `This user's ${rawProduct} is not activated: there is no ledger yet.`, 'product');
    const book = await syncedBook(db, account, now);
    return { now, product: rawProduct, ledger: sandboxLedger(book, now), virtualAccounts: await virtualAccountsOfAccount(db, account.id) };
  };

  app.get(MONEY_SANDBOX_PATHS.ledger, async (c) => {
    const found = await ledgerOf(phoneFromQuery(c.req.query('phone')), c.req.query('product') ?? '');
    return ok<SandboxLedger>(c, found.ledger);
  });
  allowOnly(app, MONEY_SANDBOX_PATHS.ledger, ['GET']);

  app.get(LEDGER_PAGE_PATH, async (c) => {
    const phone = phoneFromPerson(c.req.query('phone') ?? '');
    const product = c.req.query('product') === 'cicilan' ? 'cicilan' : 'paylater';
    c.header('Cache-Control', 'no-store');
    if (!phone) return c.html(renderLedgerPage({ phone, product, ledger: null, virtualAccounts: [], now: clock.now(), error: null }));
    try {
      const found = await ledgerOf(phone, product);
      return c.html(
        renderLedgerPage({ phone, product, ledger: found.ledger, virtualAccounts: found.virtualAccounts, now: found.now, error: null }),
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return c.html(
        renderLedgerPage({
          phone,
          product,
          ledger: null,
          virtualAccounts: [],
          now: clock.now(),
          error: error.items.map((item) => item.message).join(' '),
        }),
        404,
      );
    }
  });
  allowOnly(app, LEDGER_PAGE_PATH, ['GET']);

  return app;
}
