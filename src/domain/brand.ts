/**
 * The product a page belongs to, named in the header and the tab's title instead of one "PayLater"
 * everywhere. Names as the documents and the home cards give them: PayLater, PayLater Cicilan, the
 * merchant loan (Modal Usaha / Business Capital), the lender registration, and for everything else
 * (sign-in, home, the account's KYC without a product, about) the service's own name.
 */
export const BRANDS = ['account', 'paylater', 'cicilan', 'gomodal', 'lender'] as const;
export type Brand = (typeof BRANDS)[number];

const BY_PREFIX: ReadonlyArray<readonly [RegExp, Brand]> = [
  [/^\/lender(\/|$)/, 'lender'],
  [/^\/(gomodal|gma)(\/|$)|^\/sso\/(gma|gobiz)$/, 'gomodal'],
  [/^\/(cicilan(\/|$)|gopaylater\/cicilan$)/, 'cicilan'],
  [/^\/(paylater(\/|$)|gopaylater(\/|$)|benefitScreen$)/, 'paylater'],
];

/** Pages shared by the products (KYC, signing) say which one they are for in `?product=`. */
const SHARED_BY_PRODUCT = /^\/(kyc|privy|signed)(\/|$)/;
const PRODUCT_BRANDS: Readonly<Record<string, Brand>> = {
  paylater: 'paylater',
  cicilan: 'cicilan',
  paylater_cicilan: 'cicilan',
  gomodal: 'gomodal',
};

/** The sign-in page a signed-out deep link lands on (`/?referrer=/lender`) names the product the user came for. */
const REFERRER = /[?&]referrer=([^&#]*)/;

function referredPage(search: string): { pathname: string; search: string } | null {
  const encoded = REFERRER.exec(search)?.[1];
  if (!encoded) return null;
  let referrer: string;
  try {
    referrer = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!referrer.startsWith('/') || referrer.startsWith('//')) return null;
  const query = referrer.indexOf('?');
  return query < 0 ? { pathname: referrer, search: '' } : { pathname: referrer.slice(0, query), search: referrer.slice(query) };
}

export function brandOfPage(pathname: string, search: string): Brand {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const referred = path === '/' ? referredPage(search) : null;
  if (referred && referred.pathname !== '/') return brandOfPage(referred.pathname, referred.search);
  const byPrefix = BY_PREFIX.find(([prefix]) => prefix.test(path))?.[1];
  if (byPrefix) return byPrefix;
  if (SHARED_BY_PRODUCT.test(path)) return PRODUCT_BRANDS[/[?&]product=([^&#]*)/.exec(search)?.[1] ?? ''] ?? 'account';
  return 'account';
}
