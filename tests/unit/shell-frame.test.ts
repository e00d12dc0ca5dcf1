import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandOfPage } from '@domain/brand';
import idShell from '../../locales/id/shell.json';
import { partnerAppHomeLink, partnerFrameOf, partnerFromUserAgent, partnerSignInPath } from '@domain/partner-frame';

describe('the product a page is named after (header and tab title)', () => {
  it.each([
    ['/', '', 'account'],
    ['/about', '', 'account'],
    ['/kyc/step1', '', 'account'],
    ['/kyc/step1', '?product=cicilan', 'cicilan'],
    ['/kyc/step4', '?product=paylater', 'paylater'],
    ['/privy/intro', '?flow=duedate&product=gomodal', 'gomodal'],
    ['/gopaylater', '', 'paylater'],
    ['/paylater/repayment/va', '', 'paylater'],
    ['/benefitScreen', '?source=gojek', 'paylater'],
    ['/gopaylater/cicilan', '', 'cicilan'],
    ['/cicilan/orders/o1', '', 'cicilan'],
    ['/gomodal/loan/apply', '', 'gomodal'],
    ['/sso/gma', '', 'gomodal'],
    ['/gma/ineligible', '?type=corporate', 'gomodal'],
    ['/lender/step3', '', 'lender'],
    ['/lenders', '', 'account'],
    // The sign-in page a signed-out deep link lands on names the product the user came for.
    ['/', '?referrer=%2Flender', 'lender'],
    ['/', '?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dcicilan', 'cicilan'],
    ['/', '?referrer=%2F', 'account'],
    ['/', '?referrer=https%3A%2F%2Fevil.example%2Flender', 'account'],
    ['/', '?referrer=%E0%A4%A', 'account'],
  ])('%s%s belongs to %s', (pathname, search, brand) => {
    expect(brandOfPage(pathname, search)).toBe(brand);
  });
});

describe('the partner frame', () => {
  const query = (search: string) => new URLSearchParams(search);
  const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

  it('is the partner named by ?source=, whatever the user agent', () => {
    expect(partnerFrameOf(query('?source=gopay'), chrome)).toBe('gopay');
    expect(partnerFrameOf(query('?source=GoBiz&app_version=4.70'), chrome)).toBe('gobiz');
  });
  it('else the partner the webview names in its user agent', () => {
    expect(partnerFromUserAgent(`${chrome} GoPay/4.70.1`)).toBe('gopay');
    expect(partnerFromUserAgent(`${chrome} Gojek/4.69`)).toBe('gojek');
    expect(partnerFrameOf(query(''), `${chrome} GoBiz/3.1.0`)).toBe('gobiz');
  });
  it('is none in a browser, or for a source the platform does not know', () => {
    expect(partnerFrameOf(query(''), chrome)).toBeNull();
    expect(partnerFrameOf(query('?source=newsletter'), chrome)).toBeNull();
    expect(partnerFromUserAgent('GoPayment/2 (a different app)')).toBeNull();
  });
  it('offers the partner’s sign-in where it has one here, and goes back to its home', () => {
    expect(partnerSignInPath('gopay')).toBe('/sso/gopay');
    expect(partnerSignInPath('gobiz')).toBe('/sso/gobiz');
    expect(partnerSignInPath('gojek')).toBe('/sso/gojek');
    expect(partnerSignInPath('gma')).toBeNull();
    expect(partnerSignInPath('tokopedia')).toBeNull();
    expect(partnerAppHomeLink('gopay')).toBe('gopay://home');
  });
});

describe("index.html's own fallback (what shows before the build's pre-render, or without it)", () => {
  it('names the service as the pre-rendered sign-in page and the neutral frame do (brand.account, Indonesian)', () => {
    const html = readFileSync('index.html', 'utf8').replaceAll('&amp;', '&');
    const name = idShell['brand.account'];
    expect(/<header class="app-header">.*?<span>([^<]*)<\/span><\/header>/.exec(html)?.[1]).toBe(name);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(name);
  });
});
