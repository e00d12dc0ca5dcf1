/**
 * The deep links into the merchant app, and the loan product's own web address (document 3, section 2:
 * "Deep links into the merchant apps exist for the help centre (article and article group) and for the
 * landing and home screens of a merchant app. A web address of the loan product's own web app exists,
 * with a path appended"; the values are not shown). Every one is built here; the reading is
 * server/gomodal/CONTRACT.md, "Deep links into the merchant app".
 *
 * A deep link only opens inside the merchant app's webview (any other browser has no handler for
 * `gobiz://` and would do nothing): outside it, each link falls back to a real page of this app that
 * does the same job (`merchantAppLink`).
 */
import { SOURCE_APPS, type SourceApp } from './source-info';

export const MERCHANT_APP_SCHEME = 'gobiz';

/** The merchant app's help-centre articles and article groups this app links to. */
export const HELP_ARTICLES = {
  /** How a merchant registered with a passport or business permit uploads a KTP (document 3, section 1). */
  uploadNationalId: 'modal-usaha-upload-ktp',
  /** How the daily deduction and the VA repayment work. */
  repayment: 'modal-usaha-cara-bayar',
} as const;
export const HELP_ARTICLE_GROUPS = {
  /** Every article about the business loan. */
  businessLoan: 'modal-usaha',
} as const;
export type HelpArticle = keyof typeof HELP_ARTICLES;
export type HelpArticleGroup = keyof typeof HELP_ARTICLE_GROUPS;

export type MerchantAppDestination =
  | { kind: 'home' }
  | { kind: 'landing' }
  | { kind: 'help-article'; article: HelpArticle }
  | { kind: 'help-group'; group: HelpArticleGroup };

/** The deep link itself, e.g. gobiz://help-center/articles/modal-usaha-upload-ktp. */
export function merchantAppDeepLink(destination: MerchantAppDestination): string {
  const base = `${MERCHANT_APP_SCHEME}://`;
  switch (destination.kind) {
    case 'home':
      return `${base}home`;
    case 'landing':
      // The merchant app's landing of the business loan, where the merchant opened this app from.
      return `${base}landing?product=modal-usaha`;
    case 'help-article':
      return `${base}help-center/articles/${HELP_ARTICLES[destination.article]}`;
    case 'help-group':
      return `${base}help-center/groups/${HELP_ARTICLE_GROUPS[destination.group]}`;
  }
}

/** What each destination falls back to outside the merchant app: a page of this app doing the same job. */
export const IN_APP_FALLBACKS = {
  /** The platform's home, where the merchant app's home would have been. */
  home: '/',
  /** The business loan's own home. */
  landing: '/gomodal/home',
  /** Customer service: they take the KTP and answer the questions the articles answer. */
  'help-article': '/gomodal/contact',
  'help-group': '/gomodal/contact',
} as const satisfies Record<MerchantAppDestination['kind'], string>;

export interface MerchantAppLink {
  href: string;
  /** true: a deep link the webview hands to the merchant app; false: a path of this app. */
  external: boolean;
}

/** The link for `destination` in the frame the app runs in (src/domain/partner-frame.ts). */
export function merchantAppLink(destination: MerchantAppDestination, frame: SourceApp | null): MerchantAppLink {
  return frame === SOURCE_APPS.merchantApp
    ? { href: merchantAppDeepLink(destination), external: true }
    : { href: IN_APP_FALLBACKS[destination.kind], external: false };
}

/**
 * The loan product's own web address with a path appended, as the merchant app and the partner
 * sites open it: `base` is the build's VITE_GOMODAL_WEB_URL, or this app's origin when unset.
 */
export function loanProductWebUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
