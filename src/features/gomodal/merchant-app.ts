/**
 * The merchant app's screens and help pages as the merchant-loan pages link to them: the deep link
 * inside the merchant app's webview, this app's page doing the same job anywhere else
 * (src/domain/merchant-app-links.ts).
 */
import { type MerchantAppDestination, type MerchantAppLink, merchantAppLink } from '@domain/merchant-app-links';
import { usePartnerFrame } from '@state/partner-frame';
import type { PageAction } from './parts/ActionLinks';

export function useMerchantAppLink(destination: MerchantAppDestination): MerchantAppLink {
  return merchantAppLink(destination, usePartnerFrame());
}

/** A merchant-app link as a page's action. */
export function appAction(link: MerchantAppLink, messageId: string, primary = false): PageAction {
  return { to: link.href, messageId, primary, external: link.external };
}
