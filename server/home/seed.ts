/** Seeds a sandbox user in a named state (POST /sandbox/users and the sandbox page). */
import { randomUUID } from 'node:crypto';
import type { SeedState, SeededUser } from '@domain/contract/home';
import { PRODUCT_NAMES, type ProductName } from '@domain/products';
import { PHONE_PATTERN } from '@domain/phone';
import { toJakarta } from '@domain/time';
import { findOrCreateUser } from '../users/users';
import { DEFAULT_PRODUCTS } from '../users/default-products';
import type { Db } from '../db/client';
import { invalidPayload } from '../http/errors';
import { newAccountId } from '../ledger/ids';
import { seedLedger } from '../ledger/seed';
import { updateLendingSettings } from '../ledger/settings';
import { LENDING_PRODUCTS } from '../ledger/types';
import type { Clock } from '../sandbox/clock';
import { phoneFromPerson } from '../sandbox/phone-input';
import { ledgerScenarioOf } from './seed-ledgers';
import { SEED_DEFINITIONS } from './seed-states';

const INDONESIA = '+62';
const DAY_MS = 24 * 60 * 60 * 1000;

/** "+62812…", "0812…" or "812…" as the country code and national number a user signs in with. */
export function seedPhone(raw: string): { phoneE164: string; countryCode: string; phoneNumber: string } {
  const e164 = phoneFromPerson(raw);
  const national = e164.startsWith(INDONESIA) ? e164.slice(INDONESIA.length) : '';
  if (!PHONE_PATTERN.test(national)) {
    throw invalidPayload(
      'Field "phone" must be an Indonesian mobile number such as +62812345678 or 0812345678 (9 to 13 digits after +62).',
      'phone',
    );
  }
  return { phoneE164: e164, countryCode: INDONESIA, phoneNumber: national };
}

/** The Jakarta date `days` from now, YYYY-MM-DD. */
function jakartaDatePlus(now: Date, days: number): string {
  return toJakarta(now.getTime()).toPlainDate().add({ days }).toString();
}

/**
 * Creates the user when new, then replaces their KYC status, products, merchant account,
 * submissions and signing requests with the state's. Sessions are kept: a signed-in tab sees the
 * new state on its next profile load.
 */
export async function seedUser(db: Db, clock: Clock, rawPhone: string, state: SeedState): Promise<SeededUser> {
  const phone = seedPhone(rawPhone);
  const definition = SEED_DEFINITIONS[state];
  const ledger = ledgerScenarioOf(state);
  // Only forward: the ledgers of every other user stay consistent.
  const target = ledger.clockFor(clock.now());
  if (target) await clock.advanceTo(target);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, phone, null, now);
    await tx.query('update users set kyc_status = $2, kyc_rejection_type = $3, segments = $4::text::jsonb, updated_at = $5 where id = $1', [
      user.id,
      definition.kycStatus,
      definition.kycRejectionType,
      JSON.stringify(definition.segments),
      now.toISOString(),
    ]);
    const accountIds: Partial<Record<ProductName, string>> = {};
    for (const product of PRODUCT_NAMES) {
      const { restDays, ...override } = definition.products[product] ?? {};
      const info = { ...DEFAULT_PRODUCTS[product], ...override };
      // Each seeding opens fresh consumer accounts: the ledger of an earlier state is left behind.
      if (info.status === 'ACTIVATED' && product !== 'gomodal') {
        info.productId = newAccountId();
        accountIds[product] = info.productId;
      }
      const rest = restDays === undefined ? null : jakartaDatePlus(now, restDays);
      await tx.query(
        `insert into user_products (user_id, product, product_id, status, eligibility, whitelisted, rest_period_end_date, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (user_id, product) do update set product_id = excluded.product_id, status = excluded.status,
           eligibility = excluded.eligibility, whitelisted = excluded.whitelisted,
           rest_period_end_date = excluded.rest_period_end_date, updated_at = excluded.updated_at`,
        [user.id, product, info.productId, info.status, info.eligibility, info.whitelisted, rest, now.toISOString()],
      );
    }
    await tx.query('delete from gomodal_submissions where user_id = $1', [user.id]);
    await tx.query('delete from gomodal_accounts where user_id = $1', [user.id]);
    await tx.query('delete from signing_requests where user_id = $1', [user.id]);
    const merchant = definition.merchant;
    if (merchant) {
      await tx.query(
        `insert into gomodal_accounts (user_id, account_status, whitelist, merchant_owner, merchant_tier, updated_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [user.id, merchant.accountStatus, merchant.whitelist, merchant.merchantOwner, merchant.merchantTier, now.toISOString()],
      );
      for (const submission of merchant.submissions) {
        const at = new Date(now.getTime() - submission.daysAgo * DAY_MS).toISOString();
        await tx.query(
          `insert into gomodal_submissions (id, user_id, status, principal, tenure, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)`,
          [randomUUID(), user.id, submission.status, submission.principal, submission.tenure, at],
        );
      }
    }
    for (const product of LENDING_PRODUCTS) {
      const seed = ledger.ledgers[product]?.(now);
      const accountId = accountIds[product];
      if (seed && accountId) await seedLedger(tx, { accountId, userId: user.id }, seed, now);
    }
    if (ledger.settings) await updateLendingSettings(tx, ledger.settings, now);
    return { phone: phone.phoneE164, state, userId: user.id, now: now.toISOString() };
  });
}
