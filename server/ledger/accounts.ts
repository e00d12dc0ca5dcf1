/**
 * Product accounts: one per user and consumer product once it is ACTIVATED, named by
 * user_products.product_id. The row is made the first time the ledger needs it, with the
 * defaults below; the seeds make it with their own version and limit.
 */
import type { EligibilityStatus, ProductStatus } from '@domain/products';
import { type Db, toDate } from '../db/client';
import { bookOwnerOf } from './book-owners';
import { newAccountId } from './ids';
import { type ClosureStatus, LENDING_PRODUCTS, type LendingAccount, type LendingProduct, type ProviderVersion } from './types';

/** New accounts are on the new provider (the old one closed to new users in 2023). */
export const DEFAULT_PROVIDER_VERSION: ProviderVersion = 'NEW';

/** The user's product as user_products holds it. */
export interface ProductState {
  status: ProductStatus;
  eligibility: EligibilityStatus;
  productId: string | null;
  whitelisted: boolean;
}

export async function productState(db: Db, userId: string, product: LendingProduct): Promise<ProductState | null> {
  const [row] = await db.query<{ status: ProductStatus; eligibility: EligibilityStatus; product_id: string | null; whitelisted: boolean }>(
    'select status, eligibility, product_id, whitelisted from user_products where user_id = $1 and product = $2',
    [userId, product],
  );
  return row ? { status: row.status, eligibility: row.eligibility, productId: row.product_id, whitelisted: row.whitelisted } : null;
}

interface AccountRow {
  id: string;
  user_id: string;
  product: LendingProduct;
  provider_version: ProviderVersion;
  credit_limit: number;
  closure_status: ClosureStatus;
  opened_at: Date | string;
}

const ACCOUNT_COLUMNS = 'id, user_id, product, provider_version, credit_limit, closure_status, opened_at';

const toAccount = (row: AccountRow): LendingAccount => ({
  id: row.id,
  userId: row.user_id,
  product: row.product,
  providerVersion: row.provider_version,
  creditLimit: row.credit_limit,
  closureStatus: row.closure_status,
  openedAt: toDate(row.opened_at),
});

export async function accountById(db: Db, id: string): Promise<LendingAccount | null> {
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from lending_accounts where id = $1`, [id]);
  return row ? toAccount(row) : null;
}

/** An account to open: opened at the instant openAccount is given. */
export type NewAccount = Omit<LendingAccount, 'openedAt'>;

/** Makes the account row (nothing when it exists); answers the row as stored. */
export async function openAccount(db: Db, account: NewAccount, at: Date): Promise<LendingAccount> {
  await db.query(
    `insert into lending_accounts (id, user_id, product, provider_version, credit_limit, closure_status, opened_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
    [account.id, account.userId, account.product, account.providerVersion, account.creditLimit, account.closureStatus, at.toISOString()],
  );
  const stored = await accountById(db, account.id);
  if (!stored) throw new Error('An account just made could not be read');
  return stored;
}

/**
 * The user's account of an ACTIVATED product (made on first use), or null before activation.
 * A product id that already names another user's account (the sandbox once seeded every user with
 * the same one) is replaced by a fresh id, so no two users ever share a ledger.
 */
export async function accountForProduct(db: Db, userId: string, product: LendingProduct, now: Date): Promise<LendingAccount | null> {
  const state = await productState(db, userId, product);
  if (state?.status !== 'ACTIVATED') return null;
  let id = state.productId;
  const existing = id ? await accountById(db, id) : null;
  if (existing && existing.userId === userId && existing.product === product) return existing;
  if (!id || existing) {
    id = newAccountId();
    await db.query('update user_products set product_id = $3, updated_at = $4 where user_id = $1 and product = $2', [
      userId,
      product,
      id,
      now.toISOString(),
    ]);
  }
  return openAccount(
    db,
    {
      id,
      userId,
      product,
      providerVersion: DEFAULT_PROVIDER_VERSION,
      creditLimit: bookOwnerOf(product).defaultCreditLimit(DEFAULT_PROVIDER_VERSION),
      closureStatus: 'NONE',
    },
    now,
  );
}

/** The user's current accounts (of ACTIVATED products), for the catch-up scopes and the sandbox. */
export async function accountsOfUser(db: Db, userId: string, now: Date): Promise<LendingAccount[]> {
  const accounts: LendingAccount[] = [];
  for (const product of LENDING_PRODUCTS) {
    const account = await accountForProduct(db, userId, product, now);
    if (account) accounts.push(account);
  }
  return accounts;
}
