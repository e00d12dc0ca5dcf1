/**
 * The sandbox's switch for the loan redirect codes (src/domain/gomodal/loan-redirects.ts): which code
 * the platform answers a merchant, and giving a number one of the four listed user ids.
 */
import { randomUUID } from 'node:crypto';
import { LISTED_USER_IDS, type LoanRedirectCode } from '@domain/gomodal/loan-redirects';
import type { Db } from '../db/client';
import type { Clock } from '../sandbox/clock';
import { userIdByPhone } from '../users/users';
import { gomodalError } from './errors';
import { seedGomodal } from './seed';

/** The code the offer and a submission answer this merchant (null: none); makes the account if it has none. */
export async function setLoanRedirect(db: Db, userId: string, code: LoanRedirectCode | null, now: Date): Promise<void> {
  await db.query(
    `insert into gomodal_accounts (user_id, account_status, whitelist, merchant_owner, merchant_tier, updated_at, loan_redirect)
     values ($1, 'ACTIVE', 'WHITELISTED', true, 'BNB', $2, $3)
     on conflict (user_id) do update set loan_redirect = $3, updated_at = $2`,
    [userId, now.toISOString(), code],
  );
}

/**
 * The number's user, made again under a free listed id (a user's id never changes on a real
 * platform; here its rows go and it is seeded as a merchant with an offer). Already listed: kept.
 */
export async function giveListedUserId(db: Db, clock: Clock, phone: string): Promise<string> {
  const existing = await userIdByPhone(db, phone);
  if (existing && (LISTED_USER_IDS as readonly string[]).includes(existing)) return existing;
  const taken = await db.query<{ id: string }>('select id::text as id from users where id = any($1::uuid[])', [[...LISTED_USER_IDS]]);
  const free = LISTED_USER_IDS.find((id) => !taken.some((row) => row.id === id));
  if (!free) throw gomodalError(409, 'GOMODAL_SANDBOX_LISTED_USERS_TAKEN', 'The four listed user ids are held by other numbers.', phone);
  // Made first when the number has no user yet, so there is a row to copy.
  const seeded = existing ?? (await seedGomodal(db, clock, phone, 'offer')).userId;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ phone_e164: string; country_code: string; phone_number: string; language: string }>(
      'select phone_e164, country_code, phone_number, language from users where id = $1',
      [seeded],
    );
    if (!row) throw new Error('The user to list is missing');
    await tx.query('delete from users where id = $1', [seeded]);
    await tx.query(
      `insert into users (id, phone_e164, country_code, phone_number, cs_tracking_id, language, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [free, row.phone_e164, row.country_code, row.phone_number, randomUUID(), row.language, clock.now().toISOString()],
    );
  });
  // The products, the merchant account and its outlets, as a merchant with an offer.
  await seedGomodal(db, clock, phone, 'offer');
  return free;
}
