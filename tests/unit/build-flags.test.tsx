// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { readBuildFlags } from '@domain/build-flags';
import { homeCards, offeredCards } from '@domain/home/card-state';
import { PartnerSignIn } from '../../src/features/sign-in/PartnerSignIn';
import { SsoErrorView } from '../../src/features/sign-in/sso/SsoOutcomeViews';
import './helpers/render-hook';

// A build with the one-time-code login turned off (VITE_OTP_LOGIN=false).
vi.mock('@state/build-flags', () => ({ BUILD_FLAGS: { cicilan: true, newGomodal: true, downtime: false, otpLogin: false } }));

describe('the build-time flags (platform document, section 9)', () => {
  it('default to cicilan, new gomodal and the one-time-code login on, downtime off', () => {
    expect(readBuildFlags({})).toEqual({ cicilan: true, newGomodal: true, downtime: false, otpLogin: true });
  });

  it('are set by "true" and "false" (any case), and keep their default for anything else', () => {
    expect(readBuildFlags({ VITE_CICILAN: 'false', VITE_NEW_GOMODAL: 'FALSE', VITE_DOWNTIME: ' true ', VITE_OTP_LOGIN: 'false' })).toEqual({
      cicilan: false,
      newGomodal: false,
      downtime: true,
      otpLogin: false,
    });
    expect(readBuildFlags({ VITE_CICILAN: 'no', VITE_DOWNTIME: '1', VITE_OTP_LOGIN: '' })).toEqual({
      cicilan: true,
      newGomodal: true,
      downtime: false,
      otpLogin: true,
    });
  });

  it('decide which home cards the build offers: cicilan with VITE_CICILAN, the merchant loan with VITE_NEW_GOMODAL', () => {
    const all = homeCards({ profile: null, businessCapital: null, businessCapitalFailed: false, sourceApp: null, today: '' });
    const products = (flags: { cicilan: boolean; newGomodal: boolean }) => offeredCards(all, flags).map((card) => card.product);
    expect(products({ cicilan: true, newGomodal: true })).toEqual(['paylater', 'cicilan', 'gomodal']);
    expect(products({ cicilan: false, newGomodal: true })).toEqual(['paylater', 'gomodal']);
    expect(products({ cicilan: true, newGomodal: false })).toEqual(['paylater', 'cicilan']);
  });
});

async function render(language: 'en' | 'id', element: React.ReactElement): Promise<HTMLElement> {
  const { messages } = await readCatalogue(language);
  const container = document.createElement('div');
  await act(async () =>
    createRoot(container).render(
      <IntlProvider locale={language} messages={messages}>
        <MemoryRouter>{element}</MemoryRouter>
      </IntlProvider>,
    ),
  );
  return container;
}

describe('without the one-time-code login', () => {
  it('the visitor signs in through the partner apps only, going back to the page they came from', async () => {
    const page = await render('en', <PartnerSignIn referrer="/kyc/step1?product=paylater" />);
    expect(page.querySelector('h1')?.textContent).toBe('Sign in or sign up');
    expect(page.querySelector('input')).toBeNull();
    expect([...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Continue with GoBiz', '/sso/gobiz?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dpaylater'],
      ['Continue with Gojek', '/sso/gojek?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dpaylater'],
      ['Continue with GoPay', '/sso/gopay?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dpaylater'],
    ]);
    const id = await render('id', <PartnerSignIn referrer={null} />);
    expect([...id.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toContainEqual([
      'Lanjut dengan GoPay',
      '/sso/gopay',
    ]);
  });

  it('the SSO error page offers no phone-number login', async () => {
    const page = await render('en', <SsoErrorView messageId="sso.error.body" onRetry={() => undefined} />);
    expect(page.textContent).toContain('Try again');
    expect(page.textContent).not.toContain('Log in with phone number');
  });
});
