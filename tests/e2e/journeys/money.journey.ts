/**
 * A pay-later bill in the project's engine: a VA opened for it (one request per press), its
 * validity written as a date in both languages (issue 42: WebKit showed "Berlaku sampai 11/29/2026"),
 * paid at the sandbox bank (one notice per press) and shown paid.
 */
import { describe, expect, it } from 'vitest';
import { ensureVaHoursAhead, ledgerOf, rupiah } from '../support/repayment';
import { expectOneRequest, openVa, phonePerTest, seededNumber, settled, shot, signInThroughApi } from './support';

const device = phonePerTest();

describe(`a pay-later bill (${process.env.E2E_ENGINE})`, () => {
  it('opens a VA once, shows until when it is valid as a date in both languages, pays it once at the bank', async () => {
    const { phone } = device;
    const number = await seededNumber('paylater-bill-due');
    await ensureVaHoursAhead();
    await signInThroughApi(phone, number, '/gopaylater/ab');
    // The pay-later home with its bill, then the repayment chooser.
    await settled(phone);
    await phone.waitForText(/Pay|Bayar/);
    await shot(phone, 'paylater-home');
    await phone.goto('/paylater/repayment');
    const due = rupiah(await phone.text({ css: '.repayment-bill .repayment-figures__main dd' }));
    expect(due).toBeGreaterThan(0);
    const repayments = async () => (await ledgerOf(number, 'paylater')).entries.filter((entry) => entry.kind === 'REPAYMENT');
    const repaidBefore = (await repayments()).length;
    await openVa(phone, 'CURRENT_DUES', 'BRI');

    const vaNumber = (await phone.text({ css: '[data-testid="va-number"]' })).replace(/\D/g, '');
    expect(vaNumber).toMatch(/^\d{16}$/);
    await phone.waitForText(/Valid until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WIB/);
    await shot(phone, 'va');
    await phone.evaluate(() => localStorage.setItem('app.language', 'id'));
    await phone.reload();
    await phone.waitForText(/Berlaku sampai \d{2} [A-Z][a-z]{2} \d{4}, pukul \d{2}\.\d{2} WIB/, 20_000);
    await shot(phone, 'va-id');
    await phone.evaluate(() => localStorage.setItem('app.language', 'en'));

    // The bank: the VA's own "Pay" button, pressed once.
    await phone.goto('/sandbox/bank');
    await phone.evaluate((wanted) => {
      const article = Array.from(document.querySelectorAll('article')).find((item) =>
        (item.textContent ?? '').replace(/\D/g, '').includes(wanted),
      );
      const settle = article?.querySelector('input[name="outcome"][value="SETTLED"]')?.closest('form')?.querySelector('button');
      settle?.setAttribute('data-pay', wanted);
    }, vaNumber);
    await expectOneRequest('POST', '/sandbox/bank/payments', () => phone.press({ css: `[data-pay="${vaNumber}"]` }));
    // One repayment more, of what was due: posted once.
    const repaid = await repayments();
    expect(repaid).toHaveLength(repaidBefore + 1);
    expect(repaid.some((entry) => entry.amount === due)).toBe(true);

    await phone.goto('/paylater/repayment/va');
    await phone.waitFor({ css: '[data-va-state="PAID"]' }, 20_000);
  });
});
