/**
 * The merchant loan's apply form in the project's engine, to its sending (one application per
 * press), and its contract signed on the provider's page (one signing notice per press).
 */
import { describe, expect, it } from 'vitest';
import { decide, gomodalSandbox, seedMerchant } from '../support/gomodal';
import { expectOneRequest, phonePerTest, reached, settled, signInThroughApi } from './support';

const device = phonePerTest();

describe(`the merchant loan (${process.env.E2E_ENGINE})`, () => {
  it('applies through the form once, then signs the contract once', async () => {
    const { phone } = device;
    await gomodalSandbox('settings', { autoReview: false });
    const merchant = await seedMerchant('offer');
    await signInThroughApi(phone, merchant.phone, '/gomodal/home');
    await settled(phone);
    await phone.press({ role: 'link', name: 'Apply now' });
    await reached(phone, '/gomodal/apply');
    await settled(phone);
    await phone.press({ role: 'link', name: 'Start' });
    await reached(phone, '/gomodal/loan/apply');
    await settled(phone);

    await phone.type({ label: 'Loan amount' }, '2000000');
    await phone.select({ label: 'Loan purpose' }, 'P01');
    await phone.press({ role: 'radio', name: /12 months/ });
    // The quote is the schedule (issue 36): the first-loan interest-free instalments, then the rest.
    await expect.poll(() => phone.text({ css: '.gomodal-quote' }).catch(() => '')).toMatch(/Instalments 4 to 12\s+Rp201\.666/);
    expect(await phone.text({ css: '.gomodal-quote' })).toMatch(/Instalment 1 \(0% interest\)\s+Rp166\.674/);
    await phone.press({ role: 'button', name: 'Continue' });
    await phone.press({ role: 'button', name: 'This is my account' });
    await reached(phone, '/gomodal/loan/outlet');
    await settled(phone);
    await phone.press({ css: 'label:has(input[type="checkbox"])' });
    await phone.press({ role: 'button', name: 'Continue' });
    await reached(phone, '/gomodal/terms');
    await settled(phone);
    // The agreement opens once the terms were read to their end.
    await phone.evaluate(() => document.querySelector('[data-testid="terms-end"]')?.scrollIntoView());
    await expect
      .poll(() =>
        phone.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).some((box) => !box.disabled),
        ),
      )
      .toBe(true);
    await phone.press({ role: 'checkbox', name: /I have read and agree/ });
    await expectOneRequest('POST', '/sme/v2/submission', () => phone.press({ role: 'button', name: 'Send application' }));
    await reached(phone, /^\/gomodal\/loan\/status\?id=/);
    await settled(phone);
    expect(await phone.text({ css: 'main h2' })).toBe('Application sent');

    await decide(merchant, 'ACCEPT');
    await decide(merchant, 'APPROVE');
    await decide(merchant, 'SEND_CONTRACT');
    await phone.goto('/gomodal/home');
    await settled(phone);
    await phone.press({ role: 'link', name: 'Sign contract' });
    await reached(phone, '/gomodal/privy/intro');
    await settled(phone);
    await phone.press({ role: 'link', name: 'Sign now' });
    // The provider's page (the sandbox's); its return has the app send the signing notice, once.
    await expectOneRequest('POST', /^\/sme\/v1\/submissions\/[^/]+\/signed$/, () => phone.press({ role: 'button', name: 'Sign' }));
    await reached(phone, /^\/gomodal\/loan\/status\?id=.*check=1/);
  });
});
