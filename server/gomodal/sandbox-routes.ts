/**
 * The sandbox's stand-ins for the merchant loan (CONTRACT.md "The sandbox"): seeds, the merchant's
 * facts and sales, the other parties' decisions, the clock that runs each day's deduction, the
 * e-signature provider's page, and the page to watch it all. Each call takes JSON or, from the
 * page, a form (then answers the page again).
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  GOMODAL_SANDBOX_PATHS,
  GomodalAdvanceSchema,
  GomodalDiscountGrantSchema,
  GomodalLoanRedirectRequestSchema,
  type SandboxGomodalDiscounts,
  type SandboxGomodalLoanRedirect,
  GomodalDecisionSchema,
  GomodalFailedDaySchema,
  GomodalIncomeSchema,
  GomodalMerchantUpdateSchema,
  GomodalPauseRequestSchema,
  GomodalSandboxSettingsSchema,
  GomodalSeedRequestSchema,
  GomodalWriteOffSchema,
  type GomodalSandboxSettings,
  type GomodalSeeded,
  type SandboxGomodalLoan,
  type SandboxGomodalMerchant,
} from '@domain/contract/gomodal-sandbox';
import { isPauseAllowed } from '@domain/gomodal/deductions';
import { RUNNING_LOAN_STATUSES } from '@domain/gomodal/home-card';
import { LOAN_REDIRECT_TARGETS, type LoanRedirectTarget } from '@domain/gomodal/loan-redirects';
import { loanStatusRoute } from '@domain/gomodal/routes';
import { jakartaDate } from '@domain/time';
import { describeIssue, parseWith, readFormBody, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { formText, isForm, refuseCrossSiteForm } from '../sandbox/forms';
import { phoneFromPerson, phoneFromQuery } from '../sandbox/phone-input';
import { userIdByPhone } from '../users/users';
import { decide, providerSign } from './applications';
import { gomodalError } from './errors';
import { blockerOf, homeCardOf, newestLoan } from './facts';
import { accrualKeys } from './engine';
import { insertEntry } from './entries';
import { giveListedUserId, setLoanRedirect } from './loan-redirects';
import { renderElsewherePage, renderGomodalPage, renderSignPage } from './sandbox-page';
import { seedGomodal } from './seed';
import { insertFailedDay } from './failed-days';
import { insertIncome } from './income';
import { insertPause } from './pauses';
import { gomodalSettings, updateGomodalSettings } from './settings';
import { submissionById, updateSubmission } from './submissions';
import { type MerchantState, syncMerchant, withMerchant } from './sync';
import { discountsOf, loanDues, sandboxDays } from './views';

const DAY = 24 * 60 * 60 * 1000;

/** The outside pages link back only to this origin (an open redirect otherwise). */
function sameOriginReturn(value: string | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
const sandboxIssue = (issue: v.BaseIssue<unknown>) =>
  errorItem('GOMODAL_SANDBOX_FIELD_INVALID', describeIssue(issue), v.getDotPath(issue) ?? 'body');

/** A form's fields as the JSON the schema reads: numbers typed as digits, booleans from checkboxes. */
function formInput(form: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(form)) {
    const value = formText(raw);
    if (value === '' || key === 'action') continue;
    if (['days', 'amount', 'recoveryPercent'].includes(key))
      input[key] = /^\d+$/.test(value.replace(/[.,]/g, '')) ? Number(value.replace(/[.,]/g, '')) : value;
    else if (['downtime', 'autoReview', 'merchantOwner', 'listedUser'].includes(key)) input[key] = value === 'true' || value === 'on';
    else input[key] = value;
  }
  return input;
}

export function gomodalSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  const userOf = async (phone: string): Promise<string> => {
    const userId = await userIdByPhone(db, phoneFromPerson(phone));
    if (!userId) throw PlatformError.of(404, 'NOT_FOUND', 'No user has this number.', 'phone');
    return userId;
  };

  const loanView = (state: MerchantState): SandboxGomodalLoan => {
    const newest = state.submissions[0] ?? null;
    const loan = newestLoan(state);
    return {
      phone: state.user.phone,
      submissionId: newest?.id ?? null,
      status: newest?.status ?? null,
      card: homeCardOf(state),
      blocker: blockerOf(state),
      dues: loan ? loanDues(loan, state.now) : null,
      days: loan ? sandboxDays(loan) : [],
      asOf: state.now.toISOString(),
    };
  };

  const page = async (
    c: Context,
    view: { phone?: string; done?: string; error?: string },
    status: 200 | 400 | 404 | 409 = 200,
  ): Promise<Response> => {
    c.header('Cache-Control', 'no-store');
    let loan: SandboxGomodalLoan | null = null;
    const phone = view.phone ? phoneFromPerson(view.phone) : '';
    const userId = phone ? await userIdByPhone(db, phone) : null;
    if (userId) loan = await withMerchant(db, userId, clock.now(), async (_tx, state) => loanView(state));
    return c.html(
      renderGomodalPage({
        phone,
        loan,
        settings: await gomodalSettings(db),
        now: clock.now(),
        done: view.done ?? null,
        error: view.error ?? null,
      }),
      status,
    );
  };

  /** One sandbox call: JSON in, JSON out; or a form from the page, answered with the page. */
  const action = <S extends v.GenericSchema, T>(
    path: string,
    schema: S,
    run: (input: v.InferOutput<S>) => Promise<{ data: T; status?: 200 | 201; done: string; phone?: string }>,
  ) => {
    app.post(path, async (c) => {
      if (!isForm(c)) {
        const outcome = await run(parseWith(schema, await readJsonBody(c), sandboxIssue));
        return ok<T>(c, outcome.data, outcome.status ?? 200);
      }
      refuseCrossSiteForm(c);
      const input = formInput(await readFormBody(c));
      try {
        const outcome = await run(parseWith(schema, input, sandboxIssue));
        return page(c, { phone: outcome.phone ?? (typeof input.phone === 'string' ? input.phone : ''), done: outcome.done });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const status = error.status === 404 || error.status === 409 ? error.status : 400;
        return page(
          c,
          { phone: typeof input.phone === 'string' ? input.phone : '', error: error.items.map((item) => item.message).join(' ') },
          status,
        );
      }
    });
    allowOnly(app, path, ['POST']);
  };

  app.get(GOMODAL_SANDBOX_PATHS.page, (c) => page(c, { phone: phoneFromQuery(c.req.query('phone')) }));
  allowOnly(app, GOMODAL_SANDBOX_PATHS.page, ['GET']);

  action(GOMODAL_SANDBOX_PATHS.seed, GomodalSeedRequestSchema, async (input) => {
    const seeded = await seedGomodal(db, clock, input.phone, input.state);
    return { data: seeded satisfies GomodalSeeded, status: 201, done: `Seeded ${seeded.phone} as ${seeded.state}.`, phone: seeded.phone };
  });

  action(GOMODAL_SANDBOX_PATHS.merchant, GomodalMerchantUpdateSchema, async (input) => {
    const userId = await userOf(input.phone);
    const merchant = await db.transaction(async (tx): Promise<SandboxGomodalMerchant> => {
      const [exists] = await tx.query('select 1 from gomodal_accounts where user_id = $1', [userId]);
      if (!exists)
        await tx.query(
          `insert into gomodal_accounts (user_id, account_status, whitelist, merchant_owner, merchant_tier, updated_at) values ($1, 'ACTIVE', 'WHITELISTED', true, 'BNB', $2)`,
          [userId, clock.now().toISOString()],
        );
      const columns: [string, unknown][] = [
        ['merchant_owner', input.merchantOwner],
        ['entity_type', input.entityType],
        ['owner_id_document', input.ownerIdDocument],
        ['account_status', input.accountStatus],
        ['whitelist', input.whitelist],
        ['merchant_tier', input.merchantTier],
        ['flag_fraud', input.flags?.fraud],
        ['flag_delinquent', input.flags?.delinquent],
        ['flag_verification_blocked', input.flags?.verificationBlocked],
        ['flag_credit_policy', input.flags?.creditPolicy],
      ];
      for (const [column, value] of columns) {
        if (value !== undefined) await tx.query(`update gomodal_accounts set ${column} = $2 where user_id = $1`, [userId, value]);
      }
      const [row] = await tx.query<{
        merchant_owner: boolean;
        entity_type: SandboxGomodalMerchant['entityType'];
        owner_id_document: SandboxGomodalMerchant['ownerIdDocument'];
        account_status: SandboxGomodalMerchant['accountStatus'];
        whitelist: SandboxGomodalMerchant['whitelist'];
        merchant_tier: SandboxGomodalMerchant['merchantTier'] | null;
        flag_fraud: boolean;
        flag_delinquent: boolean;
        flag_verification_blocked: boolean;
        flag_credit_policy: boolean;
      }>('select * from gomodal_accounts where user_id = $1', [userId]);
      if (!row) throw new Error('The merchant row just written is missing');
      return {
        phone: phoneFromPerson(input.phone),
        merchantOwner: row.merchant_owner,
        entityType: row.entity_type,
        ownerIdDocument: row.owner_id_document,
        accountStatus: row.account_status,
        whitelist: row.whitelist,
        merchantTier: row.merchant_tier ?? 'BNB',
        flags: {
          fraud: row.flag_fraud,
          delinquent: row.flag_delinquent,
          verificationBlocked: row.flag_verification_blocked,
          creditPolicy: row.flag_credit_policy,
        },
      };
    });
    return { data: merchant, done: 'The merchant’s facts are changed.' };
  });

  action(GOMODAL_SANDBOX_PATHS.decision, GomodalDecisionSchema, async (input) => {
    const userId = await userOf(input.phone);
    const view = await withMerchant(db, userId, clock.now(), async (tx, state) => {
      await decide(tx, state, input.decision);
      return loanView(await syncMerchant(tx, userId, state.now));
    });
    return { data: view, done: `${input.decision}: the newest submission is ${view.status}.` };
  });

  action(GOMODAL_SANDBOX_PATHS.advance, GomodalAdvanceSchema, async (input) => {
    await clock.advance(input.days * DAY);
    const now = clock.now();
    const users = await db.query<{ user_id: string }>(`select distinct user_id from gomodal_submissions where status = any($1::text[])`, [
      [...RUNNING_LOAN_STATUSES, 'PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'],
    ]);
    for (const { user_id } of users) await withMerchant(db, user_id, now, async () => undefined);
    return {
      data: { now: now.toISOString(), loansRun: users.length },
      done: `The clock moved ${input.days} day(s); ${users.length} merchant(s) run.`,
    };
  });

  action(GOMODAL_SANDBOX_PATHS.income, GomodalIncomeSchema, async (input) => {
    const userId = await userOf(input.phone);
    const now = clock.now();
    await insertIncome(
      db,
      userId,
      { amount: input.amount, from: input.from ?? jakartaDate(now.toISOString()), until: input.until ?? null },
      now,
    );
    return { data: { phone: phoneFromPerson(input.phone), amount: input.amount }, done: `Daily income set to ${input.amount}.` };
  });

  /** The running loan, for the calls that change one. */
  const runningLoan = (state: MerchantState) => {
    const loan = newestLoan(state);
    if (!loan || !RUNNING_LOAN_STATUSES.includes(loan.submission.status))
      throw gomodalError(409, 'GOMODAL_SANDBOX_NO_LOAN', 'This merchant has no running loan.', state.submissions[0]?.status ?? 'NONE');
    return loan;
  };

  action(GOMODAL_SANDBOX_PATHS.failedDays, GomodalFailedDaySchema, async (input) => {
    const userId = await userOf(input.phone);
    const view = await withMerchant(db, userId, clock.now(), async (tx, state) => {
      const loan = runningLoan(state);
      if (loan.book.days.some((day) => day.date === input.date) || input.date < jakartaDate(state.now.toISOString()))
        throw gomodalError(409, 'GOMODAL_DAY_ALREADY_RUN', 'That day has already been run.', input.date);
      await insertFailedDay(tx, userId, input.date);
      return loanView(state);
    });
    return { data: view, done: `The deduction of ${input.date} will fail.` };
  });

  action(GOMODAL_SANDBOX_PATHS.pauses, GomodalPauseRequestSchema, async (input) => {
    const userId = await userOf(input.phone);
    const view = await withMerchant(db, userId, clock.now(), async (tx, state) => {
      const loan = runningLoan(state);
      const today = jakartaDate(state.now.toISOString());
      const last = loan.book.lines[loan.book.lines.length - 1];
      const pause = { from: input.from, resumeOn: input.resumeOn };
      if (input.from < today || !last || !isPauseAllowed(pause, last, loan.pauses))
        throw gomodalError(
          409,
          'GOMODAL_PAUSE_INVALID',
          'A pause may not cover days already run nor leave the last window fewer than 20 days.',
          input.from,
        );
      await insertPause(tx, loan.submission.id, pause, state.now);
      return loanView(await syncMerchant(tx, userId, state.now));
    });
    return { data: view, done: `Deductions paused from ${input.from}, resuming on ${input.resumeOn}.` };
  });

  action(GOMODAL_SANDBOX_PATHS.writeOff, GomodalWriteOffSchema, async (input) => {
    const userId = await userOf(input.phone);
    const view = await withMerchant(db, userId, clock.now(), async (tx, state) => {
      const loan = runningLoan(state);
      await updateSubmission(tx, loan.submission.id, { status: 'WRITE_OFF', writtenOffAt: state.now }, state.now);
      return loanView(await syncMerchant(tx, userId, state.now));
    });
    return { data: view, done: 'The loan is written off.' };
  });

  action(GOMODAL_SANDBOX_PATHS.discounts, GomodalDiscountGrantSchema, async (input) => {
    const userId = await userOf(input.phone);
    const granted = await withMerchant(db, userId, clock.now(), async (tx, state): Promise<SandboxGomodalDiscounts> => {
      const loan = runningLoan(state);
      await insertEntry(tx, loan.submission.id, {
        kind: 'DISCOUNT',
        amount: input.amount,
        day: jakartaDate(state.now.toISOString()),
        postedAt: state.now,
        details: { component: input.component },
        reference: null,
        accrualKey: accrualKeys.discount(randomUUID()),
      });
      const after = await syncMerchant(tx, userId, state.now);
      const view = after.loans.get(loan.submission.id);
      if (!view) throw new Error('The loan just discounted is missing');
      return { submissionId: loan.submission.id, discounts: discountsOf(view.book), dues: loanDues(view, after.now) };
    });
    return { data: granted, status: 201, done: `${input.component} waived up to ${input.amount}.` };
  });

  action(GOMODAL_SANDBOX_PATHS.loanRedirect, GomodalLoanRedirectRequestSchema, async (input) => {
    const phone = phoneFromPerson(input.phone);
    const userId = input.listedUser ? await giveListedUserId(db, clock, phone) : await userOf(phone);
    const code = input.code === 'NONE' ? null : input.code;
    await setLoanRedirect(db, userId, code, clock.now());
    const answer: SandboxGomodalLoanRedirect = { phone, userId, code, listedUser: input.listedUser ?? false };
    return { data: answer, done: code ? `The platform answers ${code} to ${phone}.` : `No loan code for ${phone}.`, phone };
  });

  app.get(`${GOMODAL_SANDBOX_PATHS.elsewhere}/:target`, (c) => {
    c.header('Cache-Control', 'no-store');
    const name = c.req.param('target') ?? '';
    const target = (LOAN_REDIRECT_TARGETS as readonly string[]).includes(name) ? (name as LoanRedirectTarget) : null;
    return c.html(renderElsewherePage(target, sameOriginReturn(c.req.query('return_url'), new URL(c.req.url).origin)), target ? 200 : 404);
  });

  app.get(GOMODAL_SANDBOX_PATHS.settings, async (c) => ok<GomodalSandboxSettings>(c, await gomodalSettings(db)));
  action(GOMODAL_SANDBOX_PATHS.settings, GomodalSandboxSettingsSchema, async (input) => ({
    data: await updateGomodalSettings(db, input, clock.now()),
    done: 'Settings saved.',
  }));

  app.get(GOMODAL_SANDBOX_PATHS.loan, async (c) => {
    const userId = await userOf(phoneFromQuery(c.req.query('phone')));
    return ok<SandboxGomodalLoan>(c, await withMerchant(db, userId, clock.now(), async (_tx, state) => loanView(state)));
  });
  allowOnly(app, GOMODAL_SANDBOX_PATHS.loan, ['GET']);

  const SIGN = `${GOMODAL_SANDBOX_PATHS.sign}/:id`;
  app.get(SIGN, async (c) => {
    c.header('Cache-Control', 'no-store');
    const submission = await submissionById(db, c.req.param('id') ?? '');
    if (!submission) return c.html(renderSignPage(null, null), 404);
    return c.html(renderSignPage(submission, null));
  });
  app.post(SIGN, async (c) => {
    refuseCrossSiteForm(c);
    const submission = await submissionById(db, c.req.param('id') ?? '');
    if (!submission) return c.html(renderSignPage(null, null), 404);
    try {
      await withMerchant(db, submission.userId, clock.now(), async (tx, state) => {
        const current = state.submissions.find((candidate) => candidate.id === submission.id) ?? submission;
        await providerSign(tx, current, state.now);
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return c.html(renderSignPage(submission, error.items.map((item) => item.message).join(' ')), 409);
    }
    return c.redirect(loanStatusRoute({ submissionId: submission.id, check: true }), 303);
  });
  allowOnly(app, SIGN, ['GET', 'POST']);

  return app;
}
