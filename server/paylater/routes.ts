/** The monthly pay-later product's calls, apply, and the sandbox checkout and refunds (issue 9). See CONTRACT.md. */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { APPLY_PATH } from '@domain/contract/apply';
import { type CheckoutResult, CheckoutRequestSchema, MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { type RefundResult, RefundRequestSchema } from '@domain/contract/paylater-sandbox';
import {
  PAYLATER_API_PATHS,
  type PaylaterPaidPage,
  type PaylaterProfile,
  type PaylaterReceipt,
  type PaylaterUnpaid,
} from '@domain/contract/paylater';
import {
  PAYLATER_PLANS_SANDBOX_PATH,
  PAYLATER_PLAN_PATHS,
  type PaylaterPlanInfo,
  PlanOffersSeedSchema,
  PlanSelectionRequestSchema,
} from '@domain/contract/paylater-plans';
import {
  DueDateOffersSeedSchema,
  DueDateSelectionRequestSchema,
  PAYLATER_DUE_DATE_PATHS,
  PAYLATER_DUE_DATE_SANDBOX_PATH,
  type PaylaterDueDateInfo,
} from '@domain/contract/paylater-duedate';
import {
  MigrationSeedSchema,
  PAYLATER_MIGRATION_PATHS,
  PAYLATER_MIGRATION_SANDBOX_PATH,
  PAYLATER_SLIK_SANDBOX_PATH,
  type PaylaterMigration,
  SlikSeedSchema,
} from '@domain/contract/paylater-migration';
import { HomeExtrasSeedSchema, PAYLATER_HOME_EXTRAS_SANDBOX_PATH } from '@domain/contract/paylater-home-extras';
import { requireSession } from '../http/auth';
import { type IssueMapper, parseWith, readJsonBody, describeIssue, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem, notFound } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import { noStore } from '../http/no-store';
import { pageOf, readPageQuery } from '../http/paging';
import type { AppEnv, RouteDeps } from '../http/types';
import { refundableOf } from '../ledger/refunds';
import { accountForProduct } from '../ledger/accounts';
import { syncedBook } from '../ledger/sync';
import { formText, formWholeNumber, isForm, refuseCrossSiteForm } from '../sandbox/forms';
import { phoneFromPerson } from '../sandbox/phone-input';
import { applyRoute } from './apply';
import { checkout, ordersOfUser, refund, userByPhone } from './checkout';
import { type CheckoutPageView, renderCheckoutPage } from './checkout-page';
import { settledLines } from './lines';
import { paylaterProfile, paylaterUnpaid, readPaylater } from './profile';
import { paylaterReceipt } from './receipts';
import { cancelPlan, readPlans, selectPlan } from './plans';
import { seedPlanOffers } from './plan-offers-seed';
import { cancelDueDateChange, readDueDateChanges, selectDueDateChange } from './due-date';
import { seedDueDateOffers } from './due-date-seed';
import { consentMigration, readMigration, reserveNewLimit } from './migration';
import { seedMigrationScenario, seedSlikFlags } from './migration-seed';
import { slikFlagsOf } from '../users/slik-flags';
import { NO_HOME_EXTRAS, readHomeExtras, seedHomeExtras } from './home-extras';
import './errors';

const RECEIPT_PATH = '/pls/akhirbulan/receipts/:id';

export function paylaterRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireSession(deps);

  app.get(PAYLATER_API_PATHS.profile, noStore, auth, async (c) => {
    const now = clock.now();
    const read = await readPaylater(db, c.get('session').userId, now);
    const extras = read.kind === 'active' ? await readHomeExtras(db, read.book.account, now) : NO_HOME_EXTRAS;
    return ok<PaylaterProfile>(c, paylaterProfile(read, now, extras));
  });
  allowOnly(app, PAYLATER_API_PATHS.profile, ['GET']);

  app.get(PAYLATER_API_PATHS.unpaid, noStore, auth, async (c) => {
    const now = clock.now();
    const userId = c.get('session').userId;
    return ok<PaylaterUnpaid>(c, paylaterUnpaid(await readPaylater(db, userId, now), now, await slikFlagsOf(db, userId)));
  });
  allowOnly(app, PAYLATER_API_PATHS.unpaid, ['GET']);

  app.get(PAYLATER_API_PATHS.paid, noStore, auth, async (c) => {
    const now = clock.now();
    const userId = c.get('session').userId;
    const request = readPageQuery(c.req.query(), 'paylater-paid', userId);
    const read = await readPaylater(db, userId, now);
    if (read.kind === 'onboarding') return ok<PaylaterPaidPage>(c, { transactions: [], next_page: null });
    const page = pageOf(settledLines(read.book, now), (line) => ({ date: line.date, id: line.id }), request, 'paylater-paid', userId);
    return ok<PaylaterPaidPage>(c, { transactions: page.items, next_page: page.next });
  });
  allowOnly(app, PAYLATER_API_PATHS.paid, ['GET']);

  app.get(RECEIPT_PATH, noStore, auth, async (c) => {
    const now = clock.now();
    const read = await readPaylater(db, c.get('session').userId, now);
    const receipt = read.kind === 'active' ? await paylaterReceipt(db, read.book, c.req.param('id'), now) : null;
    if (!receipt) throw notFound();
    return ok<PaylaterReceipt>(c, receipt);
  });
  allowOnly(app, RECEIPT_PATH, ['GET']);

  app.get(PAYLATER_PLAN_PATHS.plans, noStore, auth, async (c) =>
    ok<PaylaterPlanInfo>(c, await readPlans(db, c.get('session').userId, clock.now())),
  );
  allowOnly(app, PAYLATER_PLAN_PATHS.plans, ['GET']);

  app.post(PAYLATER_PLAN_PATHS.selection, noStore, auth, async (c) => {
    const request = parseWith(PlanSelectionRequestSchema, await readJsonBody(c));
    return ok<PaylaterPlanInfo>(c, await selectPlan(db, c.get('session').userId, request.plan_id, clock.now()), 201);
  });
  app.delete(PAYLATER_PLAN_PATHS.selection, noStore, auth, async (c) =>
    ok<PaylaterPlanInfo>(c, await cancelPlan(db, c.get('session').userId, clock.now())),
  );
  allowOnly(app, PAYLATER_PLAN_PATHS.selection, ['POST', 'DELETE']);

  app.get(PAYLATER_DUE_DATE_PATHS.changes, noStore, auth, async (c) =>
    ok<PaylaterDueDateInfo>(c, await readDueDateChanges(db, c.get('session').userId, clock.now())),
  );
  allowOnly(app, PAYLATER_DUE_DATE_PATHS.changes, ['GET']);
  app.post(PAYLATER_DUE_DATE_PATHS.selection, noStore, auth, async (c) => {
    const request = parseWith(DueDateSelectionRequestSchema, await readJsonBody(c));
    return ok<PaylaterDueDateInfo>(c, await selectDueDateChange(db, c.get('session').userId, request.offer_id, clock.now()), 201);
  });
  app.delete(PAYLATER_DUE_DATE_PATHS.selection, noStore, auth, async (c) =>
    ok<PaylaterDueDateInfo>(c, await cancelDueDateChange(db, c.get('session').userId, clock.now())),
  );
  allowOnly(app, PAYLATER_DUE_DATE_PATHS.selection, ['POST', 'DELETE']);
  app.get(PAYLATER_MIGRATION_PATHS.migration, noStore, auth, async (c) =>
    ok<PaylaterMigration>(c, await readMigration(db, c.get('session').userId, clock.now())),
  );
  allowOnly(app, PAYLATER_MIGRATION_PATHS.migration, ['GET']);
  app.post(PAYLATER_MIGRATION_PATHS.consent, noStore, auth, async (c) =>
    ok<PaylaterMigration>(c, await consentMigration(db, c.get('session').userId, clock.now()), 201),
  );
  allowOnly(app, PAYLATER_MIGRATION_PATHS.consent, ['POST']);
  app.post(PAYLATER_MIGRATION_PATHS.reservation, noStore, auth, async (c) =>
    ok<PaylaterMigration>(c, await reserveNewLimit(db, c.get('session').userId, clock.now()), 201),
  );
  allowOnly(app, PAYLATER_MIGRATION_PATHS.reservation, ['POST']);

  app.post(APPLY_PATH, noStore, auth, applyRoute(deps));
  allowOnly(app, APPLY_PATH, ['POST']);

  return app;
}

/** CHECKOUT_FIELD_INVALID naming the field, for the checkout and refund bodies. */
const checkoutIssue: IssueMapper = (issue) => errorItem('CHECKOUT_FIELD_INVALID', describeIssue(issue), v.getDotPath(issue) ?? 'body');

/** The sandbox merchant (mounted only when SANDBOX is on). */
export function paylaterSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  const page = async (c: Context, view: Partial<CheckoutPageView>, status: 200 | 400 | 404 | 409 = 200): Promise<Response> => {
    const phone = view.phone ?? '';
    const now = clock.now();
    let orders: CheckoutPageView['orders'] = [];
    const userId = phone ? await userByPhone(db, phone).catch(() => null) : null;
    if (userId) {
      const account = await accountForProduct(db, userId, 'paylater', now);
      const book = account ? await syncedBook(db, account, now) : null;
      orders = (await ordersOfUser(db, userId, now)).map(({ product, order }) => ({
        product,
        order,
        refundable: product === 'paylater' && book ? refundableOf(book, order.id) : null,
      }));
    }
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderCheckoutPage({
        phone,
        merchant: view.merchant ?? '',
        result: view.result ?? null,
        done: view.done ?? null,
        error: view.error ?? null,
        orders,
      }),
      status,
    );
  };
  const failed = (c: Context, phone: string, error: unknown): Promise<Response> => {
    if (!(error instanceof PlatformError)) throw error;
    const status = error.status === 404 || error.status === 409 ? error.status : 400;
    return page(c, { phone, error: error.items.map((item) => item.message).join(' ') }, status);
  };

  app.get(MONEY_SANDBOX_PATHS.checkout, (c) =>
    page(c, { phone: phoneFromPerson(c.req.query('phone') ?? ''), merchant: c.req.query('merchant') ?? '' }),
  );
  app.post(MONEY_SANDBOX_PATHS.checkout, async (c) => {
    if (!isForm(c)) {
      const request = parseWith(CheckoutRequestSchema, await readJsonBody(c), checkoutIssue);
      return ok<CheckoutResult>(c, await checkout(db, request, clock.now()), 201);
    }
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    const phone = phoneFromPerson(formText(form.phone));
    try {
      const request = parseWith(
        CheckoutRequestSchema,
        {
          phone,
          merchant: formText(form.merchant),
          amount: formWholeNumber(form.amount),
          product: formText(form.product),
          tenor: Number(formText(form.tenor) || '1'),
        },
        checkoutIssue,
      );
      return page(c, { phone, result: await checkout(db, request, clock.now()) });
    } catch (error) {
      return failed(c, phone, error);
    }
  });
  allowOnly(app, MONEY_SANDBOX_PATHS.checkout, ['GET', 'POST']);

  app.post(MONEY_SANDBOX_PATHS.refunds, async (c) => {
    if (!isForm(c)) {
      const request = parseWith(RefundRequestSchema, await readJsonBody(c), checkoutIssue);
      return ok<RefundResult>(c, await refund(db, request, clock.now()), 201);
    }
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    const phone = phoneFromPerson(formText(form.phone));
    try {
      const request = parseWith(
        RefundRequestSchema,
        { phone, orderId: formText(form.orderId), amount: formWholeNumber(form.amount) },
        checkoutIssue,
      );
      const created = await refund(db, request, clock.now());
      return page(c, {
        phone,
        done: `Refund ${created.refundId} of ${created.amount} asked for: ${created.status} until 24 hours from now.`,
      });
    } catch (error) {
      return failed(c, phone, error);
    }
  });
  allowOnly(app, MONEY_SANDBOX_PATHS.refunds, ['POST']);

  app.post(PAYLATER_PLANS_SANDBOX_PATH, async (c) => {
    const request = parseWith(PlanOffersSeedSchema, await readJsonBody(c));
    return ok(c, await seedPlanOffers(db, request, clock.now()), 201);
  });
  allowOnly(app, PAYLATER_PLANS_SANDBOX_PATH, ['POST']);

  app.post(PAYLATER_DUE_DATE_SANDBOX_PATH, async (c) => {
    const request = parseWith(DueDateOffersSeedSchema, await readJsonBody(c));
    return ok(c, await seedDueDateOffers(db, request, clock.now()), 201);
  });
  allowOnly(app, PAYLATER_DUE_DATE_SANDBOX_PATH, ['POST']);
  app.post(PAYLATER_MIGRATION_SANDBOX_PATH, async (c) => {
    const request = parseWith(MigrationSeedSchema, await readJsonBody(c));
    return ok(c, await seedMigrationScenario(db, request, clock.now()), 201);
  });
  allowOnly(app, PAYLATER_MIGRATION_SANDBOX_PATH, ['POST']);
  app.post(PAYLATER_SLIK_SANDBOX_PATH, async (c) => {
    const request = parseWith(SlikSeedSchema, await readJsonBody(c));
    return ok(c, await seedSlikFlags(db, request, clock.now()), 201);
  });
  allowOnly(app, PAYLATER_SLIK_SANDBOX_PATH, ['POST']);
  app.post(PAYLATER_HOME_EXTRAS_SANDBOX_PATH, async (c) => {
    const request = parseWith(HomeExtrasSeedSchema, await readJsonBody(c));
    return ok(c, await seedHomeExtras(db, request, clock.now()), 201);
  });
  allowOnly(app, PAYLATER_HOME_EXTRAS_SANDBOX_PATH, ['POST']);

  return app;
}
