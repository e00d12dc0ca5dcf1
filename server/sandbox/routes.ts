import { readFileSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import { SANDBOX_PATHS } from '@domain/contract/http';
import { type SandboxClock, SandboxClockRequestSchema, type SandboxSms } from '@domain/contract/sandbox';
import { parseWith, readJsonBody, readFormBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { checkInstant, clockView, instantFromForm } from './clock-input';
import { CLOCK_STEPS, SANDBOX_CSS_PATH, renderSandboxPage } from './page';
import { phoneFromPerson, phoneFromQuery } from './phone-input';
import { isE164, listSms } from './sms';

const css = readFileSync(new URL('./sandbox.css', import.meta.url), 'utf8');

const formText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Without this, any site could post a form here that moves the clock of a sandbox left open. */
function refuseCrossSiteForm(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw PlatformError.of(403, 'FORBIDDEN', 'The sandbox clock can only be set from the sandbox page itself.', 'cross-site form');
  }
}

/** The stand-ins for the platform's outside parties (SMS provider, clock) and what tests read back. */
export function sandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  /** The page for people; a form that failed is shown again with its error (400). */
  const page = async (c: Context, typedPhone: string, formError: string | null = null): Promise<Response> => {
    const phone = phoneFromPerson(typedPhone);
    const valid = phone !== '' && isE164(phone);
    const phoneError = phone !== '' && !valid ? `"${phone}" is not a phone number: use + and the country code, then the number.` : null;
    const error = formError ?? phoneError;
    c.header('Cache-Control', 'no-store');
    const html = renderSandboxPage({ phone, messages: valid ? await listSms(db, phone) : null, clock: clockView(clock), error });
    return c.html(html, error ? 400 : 200);
  };

  app.get(SANDBOX_PATHS.page, (c) => page(c, c.req.query('phone') ?? ''));
  allowOnly(app, SANDBOX_PATHS.page, ['GET']);

  app.get(SANDBOX_CSS_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(css);
  });
  allowOnly(app, SANDBOX_CSS_PATH, ['GET']);

  app.get(SANDBOX_PATHS.sms, async (c) => {
    const phone = phoneFromQuery(c.req.query('phone'));
    if (!isE164(phone)) {
      throw invalidPayload('Query parameter "phone" is required, in E.164 form such as +62812345678 (encode + as %2B).', 'phone');
    }
    return ok<SandboxSms[]>(c, await listSms(db, phone));
  });
  allowOnly(app, SANDBOX_PATHS.sms, ['GET']);

  app.get(SANDBOX_PATHS.clock, (c) => ok<SandboxClock>(c, clockView(clock)));

  /** JSON ({now} or {reset:true}) answers the clock; the page's forms are redirected back to the page. */
  app.post(SANDBOX_PATHS.clock, async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      const request = parseWith(SandboxClockRequestSchema, await readJsonBody(c));
      if ('reset' in request) await clock.reset();
      else await clock.set(checkInstant(request.now));
      return ok<SandboxClock>(c, clockView(clock));
    }
    refuseCrossSiteForm(c);
    const form = await readFormBody(c);
    const phone = formText(form.phone);
    const advance = Number(formText(form.advance));
    try {
      if (formText(form.action) === 'reset') await clock.reset();
      else if (CLOCK_STEPS.some((step) => step.seconds === advance)) await clock.advance(advance * 1000);
      else await clock.set(instantFromForm(formText(form.now)));
    } catch (error) {
      if (error instanceof PlatformError) return page(c, phone, error.message);
      throw error;
    }
    return c.redirect(phone ? `${SANDBOX_PATHS.page}?phone=${encodeURIComponent(phone)}` : SANDBOX_PATHS.page, 303);
  });
  allowOnly(app, SANDBOX_PATHS.clock, ['GET', 'POST']);

  return app;
}
