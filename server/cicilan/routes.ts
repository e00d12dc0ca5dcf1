/** The instalment product's calls and the sandbox lending settings (issue 9). See CONTRACT.md. */
import { type Context, Hono } from 'hono';
import { CICILAN_DOCUMENTED_CLOSING_DATE, isOpenForNewTransactions } from '@domain/lending/closing';
import { groupByMonth } from '@domain/cicilan/history';
import {
  CICILAN_API_PATHS,
  type CicilanHistoryPage,
  type CicilanOrder,
  type CicilanProfile,
  type CicilanReceipt,
  type CicilanUnpaid,
  type EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
import {
  type LendingSettings,
  LendingSettingsSchema,
  type LendingSettingsUpdate,
  MONEY_SANDBOX_PATHS,
} from '@domain/contract/money-sandbox';
import { jakartaDate } from '@domain/time';
import { requireSession } from '../http/auth';
import { parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, notFound } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import { noStore } from '../http/no-store';
import { pageOf, readPageQuery } from '../http/paging';
import type { AppEnv, RouteDeps } from '../http/types';
import { lendingSettings, updateLendingSettings } from '../ledger/settings';
import { formText, isForm, refuseCrossSiteForm } from '../sandbox/forms';
import './errors';
import { LENDING_PAGE_PATH, renderLendingPage } from './lending-page';
import { orderDetail, orderQuote, orderSummary } from './orders';
import { type CicilanRead, cicilanProfile, cicilanUnpaid, readCicilan } from './profile';
import { cicilanReceipt } from './receipts';

const ORDER_PATH = '/pls/cicilan/orders/:orderId';
const EARLY_REPAYMENT_PATH = '/pls/cicilan/orders/:orderId/early-repayment';
const RECEIPT_PATH = '/pls/cicilan/receipts/:id';

/** The caller's order by id, or 404 (an unknown id and another user's answer alike). */
function ownOrder(read: CicilanRead, orderId: string) {
  const order = read.kind === 'active' ? read.book.order(orderId) : undefined;
  if (read.kind !== 'active' || !order) throw notFound();
  return { book: read.book, order };
}

export function cicilanRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireSession(deps);
  const read = (c: Context<AppEnv>, now: Date) => readCicilan(db, c.get('session').userId, now);

  app.get(CICILAN_API_PATHS.profile, noStore, auth, async (c) => {
    const now = clock.now();
    return ok<CicilanProfile>(c, cicilanProfile(await read(c, now), now));
  });
  allowOnly(app, CICILAN_API_PATHS.profile, ['GET']);

  app.get(CICILAN_API_PATHS.unpaid, noStore, auth, async (c) => {
    const now = clock.now();
    return ok<CicilanUnpaid>(c, cicilanUnpaid(await read(c, now), now));
  });
  allowOnly(app, CICILAN_API_PATHS.unpaid, ['GET']);

  app.get(CICILAN_API_PATHS.history, noStore, auth, async (c) => {
    const now = clock.now();
    const userId = c.get('session').userId;
    const request = readPageQuery(c.req.query(), 'cicilan-history', userId);
    const state = await read(c, now);
    if (state.kind === 'onboarding') return ok<CicilanHistoryPage>(c, { months: [], next_page: null });
    const { book } = state;
    const orders = [...book.orders].map((order) => orderSummary(book, order, now));
    const page = pageOf(orders, (order) => ({ date: order.date, id: order.orderId }), request, 'cicilan-history', userId);
    return ok<CicilanHistoryPage>(c, { months: groupByMonth(page.items, (order) => order.date), next_page: page.next });
  });
  allowOnly(app, CICILAN_API_PATHS.history, ['GET']);

  app.get(EARLY_REPAYMENT_PATH, noStore, auth, async (c) => {
    const now = clock.now();
    const { book, order } = ownOrder(await read(c, now), c.req.param('orderId'));
    return ok<EarlyRepaymentQuote>(c, orderQuote(book, order, now));
  });
  allowOnly(app, EARLY_REPAYMENT_PATH, ['GET']);

  app.get(ORDER_PATH, noStore, auth, async (c) => {
    const now = clock.now();
    const { book, order } = ownOrder(await read(c, now), c.req.param('orderId'));
    return ok<CicilanOrder>(c, orderDetail(book, order, now));
  });
  allowOnly(app, ORDER_PATH, ['GET']);

  app.get(RECEIPT_PATH, noStore, auth, async (c) => {
    const state = await read(c, clock.now());
    const receipt = state.kind === 'active' ? await cicilanReceipt(db, state.book, c.req.param('id')) : null;
    if (!receipt) throw notFound();
    return ok<CicilanReceipt>(c, receipt);
  });
  allowOnly(app, RECEIPT_PATH, ['GET']);

  return app;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The page's forms as a settings update (validated by the same schema as JSON). */
function updateFromForm(form: Record<string, unknown>): LendingSettingsUpdate {
  const action = formText(form.action);
  if (action === 'no-closing') return { cicilanClosingDate: null };
  if (action === 'documented-closing') return { cicilanClosingDate: CICILAN_DOCUMENTED_CLOSING_DATE };
  if (action === 'freeze')
    return parseWith(LendingSettingsSchema, {
      vaFreezeDates: formText(form.vaFreezeDates)
        .split(/[\s,]+/)
        .filter(Boolean),
    });
  const closing = formText(form.cicilanClosingDate);
  return parseWith(LendingSettingsSchema, { cicilanClosingDate: DATE.test(closing) ? closing : closing || null });
}

/** The lending settings (mounted only when SANDBOX is on). */
export function cicilanSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  const page = async (c: Context, done: string | null, error: string | null, status: 200 | 400 = 200): Promise<Response> => {
    const settings = await lendingSettings(db);
    const now = clock.now().toISOString();
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderLendingPage({
        settings,
        today: jakartaDate(now),
        open: isOpenForNewTransactions(now, settings.cicilanClosingDate),
        done,
        error,
      }),
      status,
    );
  };

  app.get(LENDING_PAGE_PATH, (c) => page(c, null, null));
  allowOnly(app, LENDING_PAGE_PATH, ['GET']);

  app.get(MONEY_SANDBOX_PATHS.lendingSettings, async (c) => ok<LendingSettings>(c, await lendingSettings(db)));
  app.post(MONEY_SANDBOX_PATHS.lendingSettings, async (c) => {
    if (!isForm(c)) {
      const update = parseWith(LendingSettingsSchema, await readJsonBody(c));
      return ok<LendingSettings>(c, await updateLendingSettings(db, update, clock.now()));
    }
    refuseCrossSiteForm(c);
    try {
      await updateLendingSettings(db, updateFromForm(await readFormBody(c)), clock.now());
      return page(c, 'Saved.', null);
    } catch (error) {
      if (error instanceof PlatformError) return page(c, null, error.items.map((item) => item.message).join(' '), 400);
      throw error;
    }
  });
  allowOnly(app, MONEY_SANDBOX_PATHS.lendingSettings, ['GET', 'POST']);

  return app;
}
