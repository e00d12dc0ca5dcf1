import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { storedEvents } from './support/sandbox';
import { productCard, signInSeeded, switchLanguage, waitForCards } from './home-helpers';
import { holdRequests } from './support/hold-requests';
import { readTermsAndAgree } from './support/terms';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** On an activation's intro: the terms read and agreed, Continue, then sign at the sandbox provider's page. */
async function continueAndSign(page: Page): Promise<void> {
  await readTermsAndAgree(page, /I have read and agree to this summary/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'E-signature provider (sandbox)' }).waitFor();
  await page.getByLabel('I have read the contract and sign it electronically.').check();
  await page.getByRole('button', { name: 'Sign the contract' }).click();
}

describe('signing intro', () => {
  it('shows three explainer items at 40%, in both languages, and records the "digital-contract intro" page', async () => {
    await signInSeeded(device.page, 'kyc-approved', '/privy/intro?product=paylater');
    await device.page.getByRole('heading', { name: 'Sign your contract' }).waitFor();
    expect(await device.page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await device.page.getByRole('listitem').count()).toBe(3);
    await expect
      .poll(
        async () =>
          (await storedEvents('digital_contract_intro_viewed')).some(
            (event) => event.data.page === 'digital_contract_intro' && event.data.product === 'paylater',
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(device.page, 'signing-intro-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await switchLanguage(device.page, 'id');
    await device.page.getByRole('heading', { name: 'Tanda tangani kontrak Anda' }).waitFor();
    await screenshot(device.page, 'signing-intro-id');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
  });

  it('says so in the user language when there is nothing to sign, and stays', async () => {
    await signInSeeded(device.page, 'new', '/privy/intro?product=paylater');
    await device.page.getByRole('button', { name: 'Continue' }).click();
    // Said beside Continue (not in the flash), and still there after a moment: it stays until the user acts.
    const refusal = device.page.locator('#signing-intro-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('There is no contract to sign yet.');
    expect(await device.page.locator('.flash__text').count()).toBe(0);
    await screenshot(device.page, 'signing-intro-refused-en');
    expect(pathOf(device.page)).toBe('/privy/intro?product=paylater');
  });
});

describe('signing redirects', () => {
  it('pay-later: signs at the provider, comes back to /signed and goes to /paylater/activated', async () => {
    await signInSeeded(device.page, 'kyc-approved');
    await waitForCards(device.page);
    await productCard(device.page, 'PayLater').getByRole('link', { name: 'Sign contract' }).click();
    // The card goes through the GoPay Plus consent first, as the pay-later home does.
    await device.page.getByRole('heading', { name: 'Link your GoPay Plus', level: 1 }).waitFor();
    await device.page.getByLabel('I agree to link my GoPay Plus account to PayLater.').check();
    await device.page.getByRole('button', { name: 'Agree and continue' }).click();
    await device.page.getByRole('link', { name: 'Continue to the contract' }).click();
    await device.page.waitForURL('**/privy/intro?product=paylater');
    await continueAndSign(device.page);
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/paylater/activated');
    await device.page.goto('/');
    await waitForCards(device.page);
    expect(await productCard(device.page, 'PayLater').getAttribute('data-status')).toBe('ACTIVATED');
  });

  it('cicilan: goes to /cicilan/activated', async () => {
    await signInSeeded(device.page, 'cicilan-approved', '/privy/intro?product=cicilan');
    await continueAndSign(device.page);
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/cicilan/activated');
  });

  it('already signed: the intro goes straight to /signed, which goes on to the activated page', async () => {
    await signInSeeded(device.page, 'paylater-activated', '/privy/intro?product=paylater');
    await device.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/paylater/activated');
  });

  it('a due-date change goes to its signed page', async () => {
    await signInSeeded(device.page, 'paylater-activated', '/privy/intro?product=paylater&flow=duedate');
    await device.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/paylater/duedate/contract/signed');
  });

  it('a plan selection goes back to the plans', async () => {
    await signInSeeded(device.page, 'paylater-activated', '/privy/intro?product=paylater&flow=plans');
    await device.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/paylater/plans');
  });

  it('from the marketplace app with a redirect URL: goes back to that URL', async () => {
    const back = `${baseUrl()}/sandbox/users?back=marketplace`;
    await signInSeeded(device.page, 'kyc-approved', `/?source=tokopedia&redirect_url=${encodeURIComponent(back)}`);
    await device.page.goto('/privy/intro?product=paylater');
    await continueAndSign(device.page);
    await expect.poll(() => device.page.url(), { timeout: 10_000 }).toBe(back);
  });

  it('nothing activated: goes home', async () => {
    await signInSeeded(device.page, 'new', '/signed');
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/');
    await waitForCards(device.page);
  });

  it('shows the signed screen at 80% while it confirms, in both languages', async () => {
    const release = await holdRequests(device.context, '**/privy/signed');
    await signInSeeded(device.page, 'new', '/signed');
    await device.page.getByRole('heading', { name: 'Checking your signature' }).waitFor();
    expect(await device.page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    await screenshot(device.page, 'signing-signed-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await device.page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await device.page.goto('/signed');
    await device.page.getByRole('heading', { name: 'Memeriksa tanda tangan Anda' }).waitFor();
    await screenshot(device.page, 'signing-signed-id');
    await release();
  });

  it('a failed signed call says so and offers to try again', async () => {
    await device.context.route('**/privy/signed', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', message: 'Down for a moment', errorKey: 'INTERNAL_ERROR', cause: '' }] }),
      }),
    );
    await signInSeeded(device.page, 'new', '/signed');
    await device.page.getByRole('heading', { name: 'We could not confirm your signature' }).waitFor();
    // INTERNAL_ERROR is a platform code: the catalogue says it in the user's language, not the platform's sentence.
    const refusal = device.page.locator('#signed-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('Something went wrong on our side. Please try again later.');
    expect(await device.page.locator('.flash__text').count()).toBe(0);
    await device.page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(device.page, 'signing-signed-failed-en');
  });
});

describe('cash-loan redirect', () => {
  it('the personal-loan card goes to the cash-loan site with code and sid', async () => {
    await signInSeeded(device.page, 'new');
    await device.page.getByRole('article', { name: 'Personal Loan' }).getByRole('link', { name: 'See details' }).click();
    await device.page.getByRole('heading', { name: 'Welcome to the cash-loan site' }).waitFor();
    const url = new URL(device.page.url());
    expect(url.pathname).toBe('/sandbox/cash-loan');
    expect(url.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('sid')).toMatch(/\S+/);
    expect(url.searchParams.get('from')).toBeNull();
  });

  it('passes the tracking parameters on and adds from=GMA for the partner app', async () => {
    await signInSeeded(device.page, 'new', '/?source=gma');
    await device.page.goto('/cashloan?utm_source=push&utm_campaign=may&name=x');
    await device.page.getByRole('heading', { name: 'Welcome to the cash-loan site' }).waitFor();
    const url = new URL(device.page.url());
    expect(url.searchParams.get('utm_source')).toBe('push');
    expect(url.searchParams.get('utm_campaign')).toBe('may');
    expect(url.searchParams.get('name')).toBeNull();
    expect(url.searchParams.get('from')).toBe('GMA');
  });

  it('shows the generic error dialog when the token cannot be had', async () => {
    await device.context.route('**/v1/user/token/ml-cashloan', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', message: 'x', errorKey: 'INTERNAL_ERROR', cause: '' }] }),
      }),
    );
    await signInSeeded(device.page, 'new', '/cashloan');
    await device.page.getByRole('dialog', { name: 'Something went wrong on our side' }).waitFor();
    await screenshot(device.page, 'signing-cashloan-error-en');
  });
});
