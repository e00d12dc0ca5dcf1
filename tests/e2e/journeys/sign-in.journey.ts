/**
 * Sign-in through the form and the home's cards, in the project's engine (Chromium or WebKit):
 * one press of "Send code" is one code, one press of "Verify" one login (issue 42: WebKit sent both twice).
 */
import { describe, expect, it } from 'vitest';
import { seedUser } from '../home-helpers';
import { latestCode, sandboxGet, uniquePhoneNumber } from '../support/sandbox';
import { expectOneRequest, openInEnglish, phonePerTest, shot, signInThroughApi } from './support';

const device = phonePerTest();

describe(`sign-in and home (${process.env.E2E_ENGINE})`, () => {
  it('signs in through the form: one code sent, one login, the masked number on the home', async () => {
    const { phone } = device;
    const number = uniquePhoneNumber();
    await openInEnglish(phone, '/');
    await phone.waitFor({ role: 'heading', name: 'Sign in or sign up' });
    await shot(phone, 'sign-in');
    await phone.type({ label: 'Mobile number' }, number);
    await expectOneRequest('POST', '/v1/otp', () => phone.press({ role: 'button', name: 'Send code' }));
    await phone.waitFor({ role: 'heading', name: 'Enter the code' });
    const sms = await sandboxGet<unknown[]>(`/sandbox/sms?phone=${encodeURIComponent(`+62${number}`)}`);
    expect(sms).toHaveLength(1);

    await phone.type({ label: '6-digit code' }, await latestCode(number));
    await expectOneRequest('POST', '/v2/login', () => phone.press({ role: 'button', name: 'Verify' }));
    await phone.waitFor({ role: 'heading', name: 'Welcome' }, 20_000);
    const signedInAs = await phone.text({ css: 'main' });
    expect(signedInAs).toContain(number.slice(-4));
    expect(signedInAs).not.toContain(number.slice(0, 6));

    // Still signed in after a reload.
    await phone.reload();
    await phone.waitFor({ role: 'heading', name: 'Welcome' }, 20_000);
  });

  it('shows the home cards of a seeded user', async () => {
    const { phone } = device;
    const number = await seedUser('paylater-activated');
    await signInThroughApi(phone, number, '/');
    await phone.waitFor({ role: 'heading', name: 'Welcome' }, 20_000);
    await phone.waitFor({ css: 'article[data-status="ACTIVATED"][aria-labelledby="product-card-paylater"]' });
    await expect.poll(() => phone.isShown({ css: '.product-cards[aria-busy]' }), { timeout: 15_000 }).toBe(false);
    const paylater = await phone.text({ css: '[aria-labelledby="product-card-paylater"]' });
    expect(paylater).toMatch(/Limit left[\s\S]*No bill to pay/);
    expect(paylater).toMatch(/Open/);
    expect(await phone.text({ css: '[aria-labelledby="product-card-cicilan"]' })).toMatch(/Apply now/);
    await shot(phone, 'home');
  });
});
