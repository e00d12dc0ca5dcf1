import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { openAsMoneyUser, seedMoneyUser } from './support/money-pages';
import { moveClockToDay } from './support/sandbox-clock';
import { checkout, ledgerOf, rupiah } from './support/repayment';
import { phonePagePerTest } from './support/phone-page';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function setLanguage(page: Page, language: 'id' | 'en'): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('app.language', chosen), language);
}

describe('due-date change and extended period', () => {
  it('simulates a later due date, chooses and cancels a change, changes it through the contract and comes back signed (Indonesian); key screens in English', async () => {
    // The 3rd of a month: the next bill is the one of the 1st ahead, so the change to the 10th moves it.
    await moveClockToDay(3);
    const { phone } = await seedMoneyUser('paylater-activated');
    // Owed on that bill: the extended period then costs 2% of 1,500,000 for 9 of 30 days = Rp9.000.
    await checkout(phone, 'paylater', 1_500_000);
    const offers = await fetch(`${baseUrl()}/sandbox/paylater/due-date-offers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: `+62${phone}`, scenario: 'lender' }),
    });
    expect(offers.status).toBe(201);
    await signInThroughApi(device.page, phone, '/', 'en');
    await setLanguage(device.page, 'id');
    const page = device.page;

    // The home: the lender-change nudge and the way in.
    await page.goto('/gopaylater/ab');
    const nudge = page.getByRole('region', { name: 'Pemberi dana Anda berganti' });
    await nudge.getByText('PayLater Anda akan didanai oleh PT Dana Mitra Sejahtera.', { exact: false }).waitFor();
    await screenshot(page, 'paylater-duedate-nudge-id');
    await page.getByRole('link', { name: 'Masa perpanjangan' }).click();

    // The extended-period simulation: computed from the fee rule (NEW: 2% a month), kept as a draft.
    await page.getByRole('heading', { name: 'Masa perpanjangan', level: 1 }).waitFor();
    await page.getByLabel('Jatuh tempo baru').selectOption('15');
    await page.getByLabel('Jumlah tagihan').fill('1500000');
    const result = page.locator('.duedate-result');
    await result.getByText('14 hari', { exact: true }).waitFor();
    // 2% of 1,500,000 = 30,000 a month; 14 days = 14,000. Late instead: (14 - 5) x 2,000 = 18,000.
    await result.getByText('Rp14.000', { exact: true }).waitFor();
    await result.getByText('Rp18.000', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-extended-id');
    await page.reload();
    await page.locator('.duedate-result').getByText('Rp14.000', { exact: true }).waitFor();
    expect(await page.getByLabel('Jumlah tagihan').inputValue()).toBe('1.500.000');

    // The due-date page: education, the offers, confirm, then the contract.
    await page.getByRole('link', { name: 'Ubah tanggal jatuh tempo saya' }).click();
    await page.getByRole('heading', { name: 'Tanggal jatuh tempo', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Cara mengubah tanggal jatuh tempo' }).waitFor();
    await page.getByText('Tanggal 1 setiap bulan').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-id');
    await page.getByRole('radio', { name: 'Jatuh tempo tanggal 10' }).check();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await page.getByRole('heading', { name: 'Konfirmasi perubahan Anda' }).waitFor();
    await page.getByText('Tanggal 10', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-confirm-id');
    await page.getByRole('button', { name: 'Konfirmasi dan tanda tangani' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/privy/intro?product=paylater&flow=duedate');

    // Cancelling the chosen change asks first (the confirm in both languages); then the day in force is back.
    await setLanguage(page, 'en');
    await page.goto('/paylater/duedate');
    await page.getByRole('button', { name: 'Cancel this change' }).click();
    const confirmEn = page.getByRole('dialog', { name: 'Cancel this change?' });
    await confirmEn.getByText('Your due date stays on day 1,', { exact: false }).waitFor();
    await screenshot(page, 'paylater-duedate-cancel-en');
    await setLanguage(page, 'id');
    await page.reload();
    await page.getByRole('button', { name: 'Batalkan perubahan ini' }).click();
    const confirmId = page.getByRole('dialog', { name: 'Batalkan perubahan ini?' });
    await confirmId.getByText('Jatuh tempo Anda tetap tanggal 1,', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-cancel-id');
    await confirmId.getByRole('button', { name: 'Ya, batalkan' }).click();
    await page.getByText('Perubahan dibatalkan. Jatuh tempo Anda tetap tanggal 1.').waitFor();
    expect(await page.getByRole('heading', { name: 'Perubahan sedang diproses' }).count()).toBe(0);
    await page.getByText('Tanggal 1 setiap bulan').waitFor();
    await page.getByRole('radio', { name: 'Jatuh tempo tanggal 10' }).check();
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await page.getByRole('button', { name: 'Konfirmasi dan tanda tangani' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/privy/intro?product=paylater&flow=duedate');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('due-date change (due day from the 1 to the 10)', { exact: false }).waitFor();
    await page.getByLabel('I have read the contract and sign it electronically.').check();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/paylater/duedate/contract/signed');
    await page.getByRole('heading', { name: 'Perubahan Anda sudah ditandatangani' }).waitFor();
    await page.getByText('Tagihan Anda jatuh tempo setiap tanggal 10.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-signed-id');

    // The change applied (immediate): the moved bill carries the extended period's cost, a line and its receipt.
    await page.goto('/paylater/unpaid');
    const extension = page.locator('.transaction-item', { hasText: 'Perpanjangan jatuh tempo' });
    await extension.getByText('Rp9.000', { exact: true }).waitFor();
    await extension.getByRole('link').click();
    const receipt = page.locator('.receipt[data-kind="EXTENSION_FEE"]');
    await receipt.getByText('9 hari', { exact: true }).waitFor();
    await receipt.getByText('Jatuh tempo sebelum perubahan').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-extension-receipt-id');
    await setLanguage(page, 'en');
    await page.reload();
    await receipt.getByText('9 days', { exact: true }).waitFor();
    await receipt.getByText('Due date before the change').waitFor();
    await receipt.getByText('Rp9.000', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-extension-receipt-en');

    // English: the due-date page (now on the 10th, the lender change still offered) and the simulation.
    await setLanguage(page, 'en');
    await page.goto('/paylater/duedate');
    await page.getByRole('heading', { name: 'Due date', level: 1 }).waitFor();
    await page.getByText('Day 10 of each month').waitFor();
    await page.getByRole('radio', { name: 'New lender: PT Dana Mitra Sejahtera' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Due date on day 10' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'paylater-duedate-en');
    await page.goto('/paylater/duedate/extended-period');
    await page.getByRole('heading', { name: 'What an extended period is' }).waitFor();
    await page.locator('.duedate-result').getByText('5 days', { exact: true }).waitFor();
    await screenshot(page, 'paylater-duedate-extended-en');
  });

  it('says before the choice, in Indonesian, that an overdue bill must be paid first, with its amount from the ledger and the way to pay', async () => {
    const page = device.page;
    const phone = await openAsMoneyUser(page, 'paylater-overdue', null);
    await setLanguage(page, 'id');
    await page.goto('/paylater/duedate');
    const notice = page.getByRole('region', { name: 'Bayar dulu tagihan yang lewat jatuh tempo' });
    await notice.waitFor();
    const { dues } = await ledgerOf(phone, 'paylater');
    expect(dues.overdue).toBeGreaterThan(0);
    const said = await notice.innerText();
    expect(said).toContain('sudah lewat jatuh tempo');
    expect(rupiah(await notice.locator('strong').innerText())).toBe(dues.overdue);
    // No choice is offered while the platform would refuse it.
    expect(await page.getByRole('button', { name: 'Lanjut' }).count()).toBe(0);
    await screenshot(page, 'paylater-duedate-overdue-id');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await notice.getByRole('link', { name: 'Bayar sekarang' }).click();
    await page.waitForURL((url) => url.pathname === '/paylater/repayment');

    await setLanguage(page, 'en');
    await page.goto('/paylater/duedate');
    await page
      .getByRole('region', { name: 'Pay the overdue bill first' })
      .getByText('is overdue. The due date can be changed once it is paid.')
      .waitFor();
    await screenshot(page, 'paylater-duedate-overdue-en');
  });
});
