/**
 * Issue 38: the merchant loan's ways out of the app (loan redirect codes, the four listed users,
 * the merchant app's deep links and their fallbacks), and the new pages' messages in both languages
 * formatted as the pages format them.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { GOMODAL_DUE_DATE_BANDS } from '@domain/gomodal/due-date-bands';
import {
  LISTED_USER_IDS,
  LOAN_REDIRECT_CODES,
  loanRedirectTarget,
  loanRedirectUrl,
  readLoanRedirectUrls,
  sandboxElsewherePath,
} from '@domain/gomodal/loan-redirects';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { IN_APP_FALLBACKS, loanProductWebUrl, merchantAppDeepLink, merchantAppLink } from '@domain/merchant-app-links';
import { downtimeBackLink } from '@domain/home/partner-app';
import { partnerAppHomeLink } from '@domain/partner-frame';
import { SOURCE_APPS } from '@domain/source-info';

const urls = readLoanRedirectUrls({});
const context = { userId: 'someone', urls, origin: 'https://app.example', returnUrl: 'https://app.example/gomodal/home' };

describe('loan redirect codes', () => {
  it('unset, every target is the sandbox page that says where a real build goes', () => {
    expect(urls).toEqual({
      partnerLender: '/sandbox/gomodal/elsewhere/partnerLender',
      partnerLenderPilot: '/sandbox/gomodal/elsewhere/partnerLenderPilot',
      merchantPortal: '/sandbox/gomodal/elsewhere/merchantPortal',
      restructuring: '/sandbox/gomodal/elsewhere/restructuring',
    });
  });

  it('a build sets each target; what is not a URL keeps the sandbox page', () => {
    const set = readLoanRedirectUrls({
      VITE_GOMODAL_PARTNER_LENDER_URL: ' https://lender.example/modal ',
      VITE_GOMODAL_MERCHANT_PORTAL_URL: 'javascript:alert(1)',
      VITE_GOMODAL_RESTRUCTURING_URL: '//evil.example',
    });
    expect(set.partnerLender).toBe('https://lender.example/modal');
    expect(set.merchantPortal).toBe(sandboxElsewherePath('merchantPortal'));
    expect(set.restructuring).toBe(sandboxElsewherePath('restructuring'));
  });

  it('each code has its target; SME03 sends the four listed users to the pilot', () => {
    expect(LOAN_REDIRECT_CODES.map((code) => loanRedirectTarget(code, 'someone'))).toEqual([
      'partnerLender',
      'merchantPortal',
      'restructuring',
    ]);
    expect(LISTED_USER_IDS).toHaveLength(4);
    for (const id of LISTED_USER_IDS) {
      expect(loanRedirectTarget('SME03', id)).toBe('partnerLenderPilot');
      expect(loanRedirectTarget('SME04', id)).toBe('merchantPortal');
    }
    expect(loanRedirectTarget('SME03', null)).toBe('partnerLender');
  });

  it('the full-page address carries the way back; other codes leave nothing', () => {
    expect(loanRedirectUrl([{ code: 'SME05' }], context)).toBe(
      'https://app.example/sandbox/gomodal/elsewhere/restructuring?return_url=https%3A%2F%2Fapp.example%2Fgomodal%2Fhome',
    );
    expect(
      loanRedirectUrl([{ code: 'SME03' }], {
        ...context,
        userId: LISTED_USER_IDS[2],
        urls: { ...urls, partnerLenderPilot: 'https://pilot.example/?a=1' },
      }),
    ).toBe('https://pilot.example/?a=1&return_url=https%3A%2F%2Fapp.example%2Fgomodal%2Fhome');
    expect(loanRedirectUrl([{ code: 'SME01' }, { code: 'SME02' }, { code: 'ME1' }], context)).toBeNull();
  });
});

describe('deep links into the merchant app', () => {
  it('builds each destination', () => {
    expect(merchantAppDeepLink({ kind: 'home' })).toBe('gobiz://home');
    expect(merchantAppDeepLink({ kind: 'landing' })).toBe('gobiz://landing?product=modal-usaha');
    expect(merchantAppDeepLink({ kind: 'help-article', article: 'uploadNationalId' })).toBe(
      'gobiz://help-center/articles/modal-usaha-upload-ktp',
    );
    expect(merchantAppDeepLink({ kind: 'help-group', group: 'businessLoan' })).toBe('gobiz://help-center/groups/modal-usaha');
    // The frame's back button uses the same home link.
    expect(partnerAppHomeLink(SOURCE_APPS.merchantApp)).toBe(merchantAppDeepLink({ kind: 'home' }));
  });

  it('only inside the merchant app; elsewhere a page of this app that exists', () => {
    const article = { kind: 'help-article', article: 'uploadNationalId' } as const;
    expect(merchantAppLink(article, SOURCE_APPS.merchantApp)).toEqual({
      href: 'gobiz://help-center/articles/modal-usaha-upload-ktp',
      external: true,
    });
    for (const frame of [null, SOURCE_APPS.walletApp, SOURCE_APPS.superApp]) {
      expect(merchantAppLink(article, frame)).toEqual({ href: GOMODAL_ROUTES.contact, external: false });
    }
    const known: string[] = ['/', ...Object.values(GOMODAL_ROUTES)];
    expect(Object.values(IN_APP_FALLBACKS).filter((path) => !known.includes(path))).toEqual([]);
  });

  it("the downtime screen's button: the business loan's landing in the merchant app, else the partner's home", () => {
    expect(downtimeBackLink(SOURCE_APPS.merchantApp, 'gomodal')).toBe('gobiz://landing?product=modal-usaha');
    expect(downtimeBackLink(SOURCE_APPS.merchantApp, 'paylater')).toBe('gobiz://home');
    expect(downtimeBackLink(SOURCE_APPS.walletApp, 'gomodal')).toBe(partnerAppHomeLink(SOURCE_APPS.walletApp));
    expect(downtimeBackLink(null, 'gomodal')).toBeNull();
  });

  it("the loan product's own web address with a path appended", () => {
    expect(loanProductWebUrl('https://modal.example/', '/gomodal/home')).toBe('https://modal.example/gomodal/home');
    expect(loanProductWebUrl('https://modal.example', 'gomodal/home')).toBe('https://modal.example/gomodal/home');
  });
});

const catalogues = { en: (await readCatalogue('en')).messages, id: (await readCatalogue('id')).messages };
const format = (language: 'en' | 'id', key: string, values: Record<string, string | number>): string =>
  String(new IntlMessageFormat(catalogues[language][key] ?? `missing ${key}`, language).format(values));

describe('the promo and due-date pages say it in both languages', () => {
  it('the due day and the bands', () => {
    expect(format('en', 'gomodal.dueDate.heading', { day: 1 })).toBe('Due on the 1st of every month');
    expect(format('en', 'gomodal.dueDate.heading', { day: 15 })).toBe('Due on the 15th of every month');
    expect(format('id', 'gomodal.dueDate.heading', { day: 15 })).toBe('Jatuh tempo setiap tanggal 15');
    const bands = (language: 'en' | 'id') =>
      GOMODAL_DUE_DATE_BANDS.map((band) =>
        format(language, 'gomodal.dueDate.band', {
          from: band.firstDay,
          to: band.lastDay,
          day: band.dueDay,
          monthsAhead: band.monthsAhead,
        }),
      );
    expect(bands('en')).toEqual([
      'Paid out on day 1 to 8 of a month: due on the 1st of the next month',
      'Paid out on day 9 to 23 of a month: due on the 15th of the next month',
      'Paid out on day 24 to 31 of a month: due on the 1st of the month after next',
    ]);
    expect(bands('id')).toEqual([
      'Dicairkan tanggal 1 sampai 8: jatuh tempo tanggal 1 bulan berikutnya',
      'Dicairkan tanggal 9 sampai 23: jatuh tempo tanggal 15 bulan berikutnya',
      'Dicairkan tanggal 24 sampai 31: jatuh tempo tanggal 1 dua bulan kemudian',
    ]);
  });

  it('the promo, the discounts and the ways out', () => {
    expect(format('id', 'gomodal.promo.heading', { count: 3 })).toBe('Bunga 0% untuk 3 cicilan pertama Anda');
    expect(format('id', 'gomodal.promo.instalmentSaved', { amount: 'Rp166.674', saved: 'Rp35.000' })).toBe(
      'Rp166.674 (bunga Rp35.000 dihapus)',
    );
    expect(format('en', 'gomodal.promo.instalmentSaved', { amount: 'Rp166.674', saved: 'Rp35.000' })).toBe(
      'Rp166.674 (Rp35.000 interest waived)',
    );
    for (const key of [
      'gomodal.loan.discountInterest',
      'gomodal.loan.discountPrincipal',
      'gomodal.loan.discountLateFee',
      'gomodal.nav.merchantApp',
      'gomodal.contact.helpCentre',
    ]) {
      expect(catalogues.en[key], key).toBeTruthy();
      expect(catalogues.id[key], key).toBeTruthy();
    }
  });
});
