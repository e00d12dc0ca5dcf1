/** The home area's actions: the only code of the area that talks to the data worker. */
import type { SigningInfo, SigningProduct } from '@domain/contract/home';
import type { BusinessCapitalData } from '@domain/home/card-state';
import { downtimeBackLink } from '@domain/home/partner-app';
import type { SignedRedirect, SigningContext } from '@domain/home/signed-redirect';
import { accountChanged } from '@state/account-answer';
import { storedSourceInfo } from '@state/session-actions';
import { dataWorker } from '../../data/bridge';

/** Where the downtime screen goes back to inside a partner app (null otherwise), for the service that is down. */
export async function partnerAppLink(service: string | null): Promise<string | null> {
  const info = await storedSourceInfo().catch(() => null);
  return downtimeBackLink(info?.sourceApp ?? null, service);
}

/** What the signed-in home's cards are computed from besides the profile. */
export interface HomeCardSources {
  businessCapital: { kind: 'ready'; data: BusinessCapitalData } | { kind: 'failed'; error: unknown };
  sourceApp: string | null;
}

/** The business-capital calls and the partner app the user came from; never rejects. */
export async function homeCardSources(): Promise<HomeCardSources> {
  const source = storedSourceInfo().then(
    (info) => info?.sourceApp ?? null,
    () => null,
  );
  const businessCapital = await dataWorker()
    .products.businessCapital()
    .then(
      (data) => ({ kind: 'ready', data }) as const,
      (error: unknown) => ({ kind: 'failed', error }) as const,
    );
  return { businessCapital, sourceApp: await source };
}

/** /privy/intro's arrival: the signing info, for the contract's terms (nothing kept). */
export function readSigningInfo(product: SigningProduct): Promise<SigningInfo> {
  return dataWorker().products.signingInfo(product);
}

/** /privy/intro's Continue: the product's signing info, the context kept for /signed. */
export function startSigning(context: SigningContext): Promise<SigningInfo> {
  return dataWorker().products.startSigning(context);
}

/**
 * /signed: tells the platform, merges the products' new statuses into the account (the answer has
 * no card figures: they are kept, then read again), reads the products' answers again (a plan, a
 * due date or a migration changes the limit and the bills), answers where to go.
 */
export async function completeSigning(): Promise<SignedRedirect> {
  const { userProductInfo, next } = await dataWorker().products.completeSigning();
  accountChanged({ userProductInfo }, 'paylater', 'cicilan');
  return next;
}

/** The cash-loan site's address for this user; `query` is the page's own query string (tracking parameters). */
export function cashLoanUrl(query: string): Promise<string> {
  return dataWorker().products.cashLoanUrl(Object.fromEntries(new URLSearchParams(query).entries()));
}
