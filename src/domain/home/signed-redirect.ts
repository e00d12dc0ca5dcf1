/**
 * Where /signed goes once the platform has the signed contract (platform document, section 2,
 * "Signed confirmation"; document 2, section 7).
 */
import type { SigningProduct } from '../contract/home';
import type { ProductName, ProductStatus } from '../products';
import { SOURCE_APPS } from '../source-info';

/** Why the contract was signed: a product's activation, a due-date change, a chosen plan, or the move to the new provider. */
export const SIGNING_FLOWS = ['activation', 'duedate', 'plans', 'migration'] as const;
export type SigningFlow = (typeof SIGNING_FLOWS)[number];

export function isSigningFlow(value: unknown): value is SigningFlow {
  return typeof value === 'string' && (SIGNING_FLOWS as readonly string[]).includes(value);
}

/** Kept on the device from /privy/intro until /signed, across the provider's pages. */
export interface SigningContext {
  product: SigningProduct;
  flow: SigningFlow;
}

export const SIGNED_ROUTES = {
  dueDateChange: '/paylater/duedate/contract/signed',
  plans: '/paylater/plans',
  migration: '/paylater/migration/redirect',
  paylaterActivated: '/paylater/activated',
  cicilanActivated: '/cicilan/activated',
  home: '/',
} as const;

export type SignedRedirect = { kind: 'route'; to: string } | { kind: 'external'; url: string };

export interface SignedRedirectInput {
  context: SigningContext | null;
  statuses: Record<ProductName, ProductStatus>;
  sourceApp: string | null;
  redirectUrl: string | null;
}

/** Only a web address may be followed back to the marketplace app (never javascript: and the like). */
export function isSafeExternalUrl(url: string | null): url is string {
  return url !== null && /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url);
}

/**
 * In order: a due-date change; a stored plan selection; an activated pay-later or instalment
 * product (the one being signed first), or the marketplace app's stored redirect URL when the user
 * came from it; otherwise home.
 */
export function signedRedirect(input: SignedRedirectInput): SignedRedirect {
  const { context, statuses } = input;
  if (context?.flow === 'duedate') return { kind: 'route', to: SIGNED_ROUTES.dueDateChange };
  if (context?.flow === 'plans') return { kind: 'route', to: SIGNED_ROUTES.plans };
  if (context?.flow === 'migration') return { kind: 'route', to: SIGNED_ROUTES.migration };
  const order: SigningProduct[] = context?.product === 'cicilan' ? ['cicilan', 'paylater'] : ['paylater', 'cicilan'];
  const activated = order.find((product) => statuses[product] === 'ACTIVATED');
  if (!activated) return { kind: 'route', to: SIGNED_ROUTES.home };
  if (input.sourceApp === SOURCE_APPS.marketplaceApp && isSafeExternalUrl(input.redirectUrl))
    return { kind: 'external', url: input.redirectUrl };
  return { kind: 'route', to: activated === 'cicilan' ? SIGNED_ROUTES.cicilanActivated : SIGNED_ROUTES.paylaterActivated };
}
