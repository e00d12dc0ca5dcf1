/**
 * Each card's call to action: icon, message and link (platform document, section 4, "Card links").
 */
import type { KycStatus, ProductStatus } from '../products';
import { signingStart } from '../product-journey';
import { signInUrlFor } from '../referrer';
import type { CardProduct, CardState } from './card-state';

/** Product keys that have their own entry page; any other product links to /{product}/apply. */
const PRODUCT_LINKS: Readonly<Record<string, string>> = {
  paylater: '/gopaylater/ab',
  gomodal: '/gomodal/home',
  gopaypinjam: '/gopaypinjam',
};

/** /gopaylater/ab (apply), /gomodal/home, /gopaypinjam (details); /{product}/apply otherwise. */
export function productLink(product: string): string {
  return PRODUCT_LINKS[product] ?? `/${product}/apply`;
}

/** The products with a public page saying what they are (opened signed out, before applying). */
const ABOUT_LINKS: Readonly<Partial<Record<CardProduct, string>>> = {
  paylater: '/paylater/about',
};

/** A signed-out card's "Learn about …" link: only a visitor deciding whether to sign in needs it. */
export function aboutLink(card: CardState): string | null {
  return card.status === 'LOGIN' ? (ABOUT_LINKS[card.product] ?? null) : null;
}

/** Where an activated product is used: the pay-later home, the instalment home, the business-capital home. */
export const PRODUCT_HOMES: Readonly<Record<CardProduct, string>> = {
  paylater: '/gopaylater/ab',
  cicilan: '/gopaylater/cicilan',
  gomodal: '/gomodal/home',
};

/** The product names the identity check takes as ?product= (document 2, section 1). */
export const KYC_PRODUCT_NAMES: Readonly<Record<CardProduct, string>> = {
  paylater: 'paylater',
  cicilan: 'paylater_cicilan',
  gomodal: 'gomodal',
};

export function kycStep4Link(product: CardProduct): string {
  return `/kyc/step4?product=${KYC_PRODUCT_NAMES[product]}`;
}

/** "Sign contract": the way the product's own home goes (pay-later through the GoPay Plus consent). */
export function signingLink(product: CardProduct): string {
  // The business-capital contract is signed from its own home (document 3, /gomodal/privy/intro is reached from there).
  return product === 'gomodal' ? PRODUCT_HOMES.gomodal : signingStart(product);
}

export type CardIcon = 'login' | 'lock' | 'apply' | 'open' | 'hourglass' | 'sign' | 'rejected' | 'store' | 'store-off' | 'power';

export interface CardAction {
  icon: CardIcon;
  /** A catalogue key; `date` is the only value some take. */
  messageId: string;
  /** null: the card has no link in this state (it only informs). */
  href: string | null;
}

/** The call to action of a card in its status. */
export function cardAction(card: CardState, kycStatus: KycStatus | null): CardAction {
  const { product } = card;
  const status: ProductStatus = card.status;
  switch (status) {
    case 'LOGIN':
      return { icon: 'login', messageId: 'home.cta.login', href: signInUrlFor(productLink(product), '') };
    case 'DISABLED':
      return {
        icon: 'lock',
        messageId: card.disabledReason === 'another-waiting' ? 'home.cta.disabledWaiting' : 'home.cta.disabledLoading',
        href: null,
      };
    case 'NOT_APPLIED':
    case 'INELIGIBLE':
      return { icon: 'apply', messageId: 'home.cta.apply', href: productLink(product) };
    case 'ACTIVATED':
      return { icon: 'open', messageId: 'home.cta.open', href: PRODUCT_HOMES[product] };
    case 'WAITING':
      return {
        icon: 'hourglass',
        messageId: 'home.cta.waiting',
        // Business capital waits on its loan application unless identity verification is what is pending.
        href: product === 'gomodal' && kycStatus !== 'KYC_SUBMITTED' ? PRODUCT_HOMES.gomodal : kycStep4Link(product),
      };
    case 'APPROVED':
      return { icon: 'sign', messageId: 'home.cta.approved', href: signingLink(product) };
    case 'REJECTED':
      if (kycStatus === 'KYC_REJECTED') return { icon: 'rejected', messageId: 'home.cta.kycRejected', href: kycStep4Link(product) };
      if (card.tryAgainDate) return { icon: 'rejected', messageId: 'home.cta.tryAgainOn', href: null };
      return { icon: 'rejected', messageId: 'home.cta.rejected', href: PRODUCT_HOMES[product] };
    case 'MERCHANT_PENDING':
      return { icon: 'store', messageId: 'home.cta.merchantPending', href: PRODUCT_HOMES.gomodal };
    case 'MERCHANT_REJECTED':
      return { icon: 'store-off', messageId: 'home.cta.merchantRejected', href: '/gomodal/contact' };
    case 'GOMODAL_ACTIVATION_REQUIRED':
      return { icon: 'power', messageId: 'home.cta.activate', href: '/gomodal/apply' };
  }
}
