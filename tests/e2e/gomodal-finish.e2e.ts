/**
 * The merchant loan's finish (issue 37, item 6), in Indonesian then English: an application just
 * sent reads as sent, not approved; the home's link to earlier loans says it is their history, not
 * "your loan is paid off"; the terms page restates amount, tenor and total to repay before "Send
 * application"; and the loan's VA is pay-later's VA: one press opens it (one request), the same
 * details with copy buttons for the number and the amount, the countdown, the bank's own steps,
 * "Bank lain", each figure held to the loan engine's dues with its label.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SandboxGomodalLoan } from '@domain/contract/gomodal-sandbox';
import { formatRupiah } from '@domain/money';
import { baseUrl } from './support/browser';
import { openAsMerchant, settled } from './support/gomodal';
import { shownRows } from './support/money-checks';
import { phonePagePerFile } from './support/phone-page';
import { capture, ensureVaHoursAhead, rupiah } from './support/repayment';
import { expectOneRequest } from './support/requests';
import { sandboxGet } from './support/sandbox';
import { switchLanguage } from './home-helpers';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/** What a merchant reads, as each language writes it (locales/<lang>/gomodal.json and lending.json). */
const SHOWN = {
  id: {
    sent: 'Pengajuan terkirim',
    notYet: 'belum berarti disetujui',
    received: /Pengajuan diterima/,
    history: 'Riwayat pinjaman lunas',
    paidOff: /^Pinjaman lunas$/,
    apply: 'Ajukan sekarang',
    start: 'Mulai',
    principal: 'Jumlah pinjaman',
    purpose: 'Tujuan pinjaman',
    months: /12 bulan/,
    next: 'Lanjut',
    bankOk: 'Ini rekening saya',
    agree: /Saya sudah membaca dan menyetujui/,
    summary: 'Yang Anda ajukan',
    tenor: 'Tenor',
    tenorValue: '12 bulan',
    total: 'Total yang dibayar',
    send: 'Kirim pengajuan',
    payOff: /Lunasi pinjaman/,
    payoffRow: 'Lunasi hari ini',
    otherBank: 'Bank lain',
    create: 'Dapatkan nomor virtual account',
    youPay: 'Anda akan membayar',
    amountLabel: 'Jumlah transfer',
    bankLabel: 'Bank',
    numberLabel: 'Nomor virtual account',
    copyNumber: 'Salin nomor virtual account',
    numberCopied: 'Nomor virtual account disalin',
    copyAmount: 'Salin nominal yang dibayar',
    amountCopied: 'Nominal disalin',
    timeLeft: 'Sisa waktu',
    steps: 'Cara bayar',
    permataStep: 'kode bank 013 (Permata)',
    checkStatus: 'Cek status pembayaran',
  },
  en: {
    sent: 'Application sent',
    notYet: 'not approved yet',
    received: /Application received/,
    history: 'Paid-off loan history',
    paidOff: /^Cleared loans$/,
    apply: 'Apply now',
    start: 'Start',
    principal: 'Loan amount',
    purpose: 'Loan purpose',
    months: /12 months/,
    next: 'Continue',
    bankOk: 'This is my account',
    agree: /I have read and agree/,
    summary: 'What you are applying for',
    tenor: 'Tenor',
    tenorValue: '12 months',
    total: 'Total to repay',
    send: 'Send application',
    payOff: /Pay off the loan/,
    payoffRow: 'Pay off today',
    otherBank: 'Other bank',
    create: 'Get virtual account number',
    youPay: 'You will pay',
    amountLabel: 'Amount to transfer',
    bankLabel: 'Bank',
    numberLabel: 'Virtual account number',
    copyNumber: 'Copy virtual account number',
    numberCopied: 'Virtual account number copied',
    copyAmount: 'Copy the amount to pay',
    amountCopied: 'Amount copied',
    timeLeft: 'Time left',
    steps: 'How to pay',
    permataStep: 'bank code 013 (Permata)',
    checkStatus: 'Check payment status',
  },
} as const;

/** Opens a merchant-loan page as a seeded merchant, in `language`. */
async function openIn(page: Page, language: 'id' | 'en', state: Parameters<typeof openAsMerchant>[1], path: string) {
  const merchant = await openAsMerchant(page, state, path);
  if (language === 'id') await switchLanguage(page, 'id');
  await settled(page);
  return merchant;
}

function engineLoan(e164: string): Promise<SandboxGomodalLoan> {
  return sandboxGet<SandboxGomodalLoan>(`/sandbox/gomodal/loan?phone=${encodeURIComponent(e164)}`);
}

for (const language of ['id', 'en'] as const) {
  const shown = SHOWN[language];
  describe(`the merchant loan's finish (${language})`, () => {
    it('an application just sent reads as sent, on the home and on its status page', async () => {
      const { page } = device;
      const merchant = await openIn(page, language, 'pending', '/gomodal/home');
      const card = page.locator('[data-card="PENDING"]');
      expect(await card.locator('h2').innerText()).toBe(shown.sent);
      expect(await card.innerText()).toContain(shown.notYet);
      expect(await page.locator('main').innerText()).not.toMatch(shown.received);
      await capture(page, `gomodal-finish-pending-home-${language}`);
      await page.goto(`/gomodal/loan/status?id=${encodeURIComponent(merchant.submissionId ?? '')}`);
      await settled(page);
      expect(await page.locator('main h2').first().innerText()).toBe(shown.sent);
      expect(await page.locator('main').innerText()).toContain(shown.notYet);
      await capture(page, `gomodal-finish-pending-status-${language}`);
    });

    it('a running loan’s home links to the history of paid-off loans, never "your loan is paid off"', async () => {
      const { page } = device;
      await openIn(page, language, 'ongoing', '/gomodal/home');
      await page.locator('[data-card="ONGOING"]').waitFor();
      expect(await page.getByRole('link', { name: shown.paidOff }).count()).toBe(0);
      const history = page.getByRole('link', { name: shown.history, exact: true });
      expect(await history.getAttribute('href')).toBe('/gomodal/submissions/completed');
      await capture(page, `gomodal-finish-ongoing-home-${language}`);
      await history.click();
      await page.waitForURL('**/gomodal/submissions/completed');
      await settled(page);
      expect(await page.locator('h1').innerText()).toBe(shown.history);
    });

    it('the terms page restates amount, tenor and total to repay before sending, as the form quoted them', async () => {
      const { page } = device;
      await openIn(page, language, 'offer', '/gomodal/loan/apply');
      await page.getByLabel(shown.principal).fill('2000000');
      await page.getByLabel(shown.purpose).selectOption('P01');
      await page.getByRole('radio', { name: shown.months }).check();
      const quoted = await shownRows(page.locator('.gomodal-quote'));
      const quotedTotal = quoted.find((row) => row.label === shown.total)?.value;
      expect(quotedTotal).toBe('Rp2.315.000');
      await page.getByRole('button', { name: shown.next }).click();
      await page.getByRole('button', { name: shown.bankOk }).click();
      await page.waitForURL('**/gomodal/loan/outlet');
      await settled(page);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: shown.next }).click();
      await page.waitForURL('**/gomodal/terms');
      await settled(page);
      const summary = page.getByRole('region', { name: shown.summary });
      await summary.getByText(shown.total).waitFor();
      expect(await shownRows(summary)).toEqual([
        { label: shown.principal, value: 'Rp2.000.000' },
        { label: shown.tenor, value: shown.tenorValue },
        { label: shown.total, value: quotedTotal },
      ]);
      await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
      await page.getByRole('checkbox', { name: shown.agree }).check();
      // Said before the button: the summary sits above "Send application" in the page.
      const summaryBox = await summary.boundingBox();
      const sendBox = await page.getByRole('button', { name: shown.send }).boundingBox();
      expect(summaryBox && sendBox && summaryBox.y < sendBox.y).toBe(true);
      await capture(page, `gomodal-finish-terms-${language}`);
      await expectOneRequest('POST', '/sme/v2/submission', () => page.getByRole('button', { name: shown.send }).click());
      await page.waitForURL(/\/gomodal\/loan\/status\?id=/);
      await settled(page);
      expect(await page.locator('main h2').first().innerText()).toBe(shown.sent);
      // What the platform stored is what the summary said.
      expect(await page.locator('main').innerText()).toContain('Rp2.000.000');
    });

    it('the VA is pay-later’s: one press, one request; copy buttons, countdown, the bank’s own steps, figures as the engine’s', async () => {
      const { page } = device;
      await ensureVaHoursAhead();
      await device.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      const merchant = await openIn(page, language, 'ongoing', '/gomodal/home');
      const id = encodeURIComponent(merchant.submissionId ?? '');
      await page.goto(`/gomodal/submission/repayment?id=${id}`);
      await settled(page);
      const dues = (await engineLoan(merchant.e164)).dues;
      expect(dues?.payoff ?? 0).toBeGreaterThan(0);
      const payoff = dues?.payoff ?? 0;
      const chooser = await shownRows(page.locator('main form'));
      expect(rupiah(chooser.find((row) => row.label === shown.payoffRow)?.value ?? '')).toBe(payoff);

      await page.getByRole('radio', { name: shown.payOff }).first().check();
      await page.getByRole('radio', { name: shown.otherBank }).check();
      expect(await page.locator('.repayment-form__total').innerText()).toBe(`${shown.youPay} ${formatRupiah(payoff)}`);
      await capture(page, `gomodal-finish-va-choose-${language}`);
      await expectOneRequest('POST', /^\/sme\/v1\/submissions\/[^/]+\/catchup$/, () =>
        page.getByRole('button', { name: shown.create }).click(),
      );
      await page.locator('[data-va-state="ACTIVE"]').waitFor();
      // No confirmation page: the VA is on the repayment page, which a reload keeps.
      expect(new URL(page.url()).pathname).toBe('/gomodal/submission/repayment');

      // The figures as the engine has them, each under its label.
      const rows = await shownRows(page.locator('.repayment-va'));
      expect(rows.find((row) => row.label === shown.bankLabel)?.value).toBe(shown.otherBank);
      const amountRow = rows.find((row) => row.label === shown.amountLabel);
      expect(rupiah(await page.getByTestId('va-amount').innerText())).toBe(payoff);
      expect(amountRow?.value.startsWith(formatRupiah(payoff))).toBe(true);
      const vaNumber = (await page.getByTestId('va-number').innerText()).replace(/\D/g, '');
      expect(rows.find((row) => row.label === shown.numberLabel)?.value.replace(/\D/g, '')).toBe(vaNumber);

      // The countdown and the bank's own steps (Permata: from any bank, with its bank code).
      await expect.poll(() => page.locator('.repayment-countdown__time').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(await page.locator('.repayment-countdown__label').innerText()).toBe(shown.timeLeft);
      const steps = page.getByRole('region', { name: shown.steps });
      expect(await steps.locator('details[open] ol').innerText()).toContain(shown.permataStep);

      // Both copy buttons: the number as digits, the amount as digits (what a bank app's field takes).
      await page.getByRole('button', { name: shown.copyNumber }).click();
      await page.getByRole('status').filter({ hasText: shown.numberCopied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vaNumber);
      await page.getByRole('button', { name: shown.copyAmount }).click();
      await page.getByRole('status').filter({ hasText: shown.amountCopied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(payoff));
      // The copy button keeps its own size beside the large amount.
      const sizes = await page.evaluate(() => {
        const amount = document.querySelector('[data-testid="va-amount"]');
        const button = amount?.parentElement?.querySelector('.copy-button');
        return [amount, button].map((element) => (element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0));
      });
      expect(sizes[1]).toBeLessThan(sizes[0] ?? 0);
      expect(sizes[1]).toBe(16);
      await capture(page, `gomodal-finish-va-${language}`);
      await page.getByRole('button', { name: shown.checkStatus }).waitFor();
    });
  });
}
