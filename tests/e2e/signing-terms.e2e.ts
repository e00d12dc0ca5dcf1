/**
 * Issue 37 item 4: each signing says what is signed, and an activation shows the approved limit and
 * the contract's main terms before the provider's page, read to the end and agreed (issue 38,
 * document 2 section 5); the limit shown is the ledger's once signed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { openAsMerchant, settled } from './support/gomodal';
import { phonePagePerFile } from './support/phone-page';
import { storedRecords } from './support/indexeddb';
import { uniquePhoneNumber } from './support/sandbox';
import { signInThroughApi } from './support/session';
import { expectTermsGating, readTermsAndAgree } from './support/terms';
import { seedUser } from './home-helpers';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

interface IntroCase {
  name: string;
  state: SeedState;
  path: string;
  id: { title: string; subtitle: string; last: string };
  en: { title: string; subtitle: string; last: string };
}

const INTROS: IntroCase[] = [
  {
    name: 'paylater-activation',
    state: 'kyc-approved',
    path: '/privy/intro?product=paylater',
    id: {
      title: 'Tanda tangani kontrak Anda',
      subtitle: 'Anda menandatangani perjanjian pinjaman PayLater. Setelah itu limit Anda langsung bisa dipakai.',
      last: 'Mulai pakai limit Anda',
    },
    en: {
      title: 'Sign your contract',
      subtitle: 'You are signing the PayLater loan agreement. Your limit is ready to use right after.',
      last: 'Start using your limit',
    },
  },
  {
    name: 'cicilan-activation',
    state: 'cicilan-approved',
    path: '/privy/intro?product=cicilan',
    id: {
      title: 'Tanda tangani kontrak Anda',
      subtitle: 'Anda menandatangani perjanjian pinjaman PayLater Cicilan. Setelah itu Anda bisa belanja dengan cicilan.',
      last: 'Mulai pakai limit Anda',
    },
    en: {
      title: 'Sign your contract',
      subtitle: 'You are signing the PayLater Cicilan loan agreement. You can then shop in instalments.',
      last: 'Start using your limit',
    },
  },
  {
    name: 'plans',
    state: 'paylater-activated',
    path: '/privy/intro?product=paylater&flow=plans',
    id: {
      title: 'Tanda tangani perubahan limit',
      subtitle: 'Anda menandatangani perubahan limit PayLater yang baru Anda pilih.',
      last: 'Limit baru berlaku',
    },
    en: {
      title: 'Sign your limit change',
      subtitle: 'You are signing the change to the PayLater limit you just chose.',
      last: 'Your new limit applies',
    },
  },
  {
    name: 'duedate',
    state: 'paylater-activated',
    path: '/privy/intro?product=paylater&flow=duedate',
    id: {
      title: 'Tanda tangani perubahan jatuh tempo',
      subtitle: 'Anda menandatangani perubahan tanggal jatuh tempo PayLater yang baru Anda pilih.',
      last: 'Tanggal jatuh tempo baru berlaku',
    },
    en: {
      title: 'Sign your due date change',
      subtitle: 'You are signing the change to the PayLater due date you just chose.',
      last: 'Your new due date applies',
    },
  },
  {
    name: 'migration',
    state: 'paylater-activated',
    path: '/privy/intro?product=paylater&flow=migration',
    id: {
      title: 'Tanda tangani perjanjian penyedia baru',
      subtitle: 'Anda menandatangani perjanjian PayLater dengan penyedia baru, agar bisa terus memakai PayLater.',
      last: 'Lanjut di penyedia baru',
    },
    en: {
      title: 'Sign with the new provider',
      subtitle: 'You are signing the PayLater agreement with the new provider, so you can keep using PayLater.',
      last: 'Carry on with the new provider',
    },
  },
];

async function introSays(page: Page, copy: IntroCase['id'], activation: boolean): Promise<void> {
  await page.getByRole('heading', { name: copy.title, level: 1 }).waitFor();
  const main = page.locator('main');
  expect(await main.getByText(copy.subtitle, { exact: true }).count()).toBe(1);
  expect(await main.getByRole('heading', { name: copy.last, level: 2 }).count()).toBe(1);
  // The activation's old lines, on every flow, were the defect.
  const text = await main.innerText();
  expect(text).not.toMatch(/Satu langkah lagi|One last step/);
  if (!activation) expect(text).not.toMatch(/produk Anda langsung aktif|your product is activated/);
}

describe('each signing says what is signed', () => {
  for (const intro of INTROS) {
    it(`${intro.name}: in Indonesian, then in English`, async () => {
      const { page } = device;
      const phone = await seedUser(intro.state);
      await signInThroughApi(page, phone, intro.path, 'id');
      await introSays(page, intro.id, intro.name.endsWith('activation'));
      await screenshot(page, `signing-intro-${intro.name}-id`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => localStorage.setItem('app.language', 'en'));
      await page.reload();
      await introSays(page, intro.en, intro.name.endsWith('activation'));
      await screenshot(page, `signing-intro-${intro.name}-en`);
    });
  }

  it('merchant loan: says it is the Business Capital loan agreement, in Indonesian and English', async () => {
    const { page } = device;
    await openAsMerchant(page, 'contract-sent', '/gomodal/privy/intro');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await settled(page);
    await page.getByRole('heading', { name: 'Perjanjian pinjaman Modal Usaha' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'Anda menandatangani perjanjian pinjaman Modal Usaha untuk pengajuan yang sudah disetujui',
    );
    await screenshot(page, 'signing-intro-gomodal-id');
    await page.evaluate(() => localStorage.setItem('app.language', 'en'));
    await page.reload();
    await settled(page);
    await page.getByRole('heading', { name: 'Your Business Capital loan agreement' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'You are signing the Business Capital loan agreement for your approved application',
    );
    await screenshot(page, 'signing-intro-gomodal-en');
  });
});

/** The rupiah figure as a number: Rp10.000.000 -> 10000000. */
const rupiah = (text: string): number => Number(text.replace(/[^\d]/g, ''));

async function ledgerLimit(phone: string, product: 'paylater' | 'cicilan'): Promise<number> {
  const response = await fetch(`${baseUrl()}/sandbox/ledger?phone=${encodeURIComponent(`+62${phone}`)}&product=${product}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SandboxLedger }).data.creditLimit;
}

/** At the sandbox provider's page (English only, it is not the app): sign. */
async function signAtProvider(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'E-signature provider (sandbox)' }).waitFor();
  await page.getByLabel('I have read the contract and sign it electronically.').check();
  await page.getByRole('button', { name: 'Sign the contract' }).click();
}

describe('the approved limit and the main terms before signing', () => {
  it('pay-later, in Indonesian: limit, fee, due day and late fee shown; read to the end and agreed; the limit is the ledger’s once signed', async () => {
    const { page } = device;
    const phone = await seedUser('kyc-approved');
    await signInThroughApi(page, phone, '/privy/intro?product=paylater', 'id');
    const terms = page.getByRole('region', { name: 'Ringkasan perjanjian' });
    await terms.waitFor();
    const shownLimit = await page.getByTestId('approved-limit').innerText();
    expect(await page.locator('.signing-limit').innerText()).toContain('Limit PayLater yang disetujui');
    const text = await terms.innerText();
    expect(text).toContain(`Anda bisa belanja dengan PayLater sampai ${shownLimit}.`);
    expect(text).toContain('2% dari belanja bulan itu, hanya di bulan Anda memakai PayLater.');
    expect(text).toContain('Bulan pertama Anda memakai PayLater tidak dikenai biaya bulanan.');
    expect(text).toContain('Tagihan jatuh tempo setiap tanggal 1');
    expect(text).toContain('Setelah jatuh tempo ada masa tenggang 5 hari. Setelah itu denda Rp2.000 per hari');
    await screenshot(page, 'signing-terms-paylater-before-id');
    await expectTermsGating(
      page,
      'Saya sudah membaca dan menyetujui ringkasan perjanjian PayLater ini.',
      'Lanjut',
      'Gulir sampai akhir syarat dan ketentuan untuk bisa mencentang persetujuan.',
    );
    await screenshot(page, 'signing-terms-paylater-agreed-id');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await signAtProvider(page);
    await page.waitForURL('**/paylater/activated', { timeout: 15_000 });
    expect(rupiah(shownLimit)).toBe(await ledgerLimit(phone, 'paylater'));
  });

  it('cicilan, in English: limit, interest, tenors and fees shown; read to the end and agreed; the limit is the ledger’s once signed', async () => {
    const { page } = device;
    const phone = await seedUser('cicilan-approved');
    await signInThroughApi(page, phone, '/privy/intro?product=cicilan', 'en');
    const terms = page.getByRole('region', { name: 'Your agreement at a glance' });
    await terms.waitFor();
    const shownLimit = await page.getByTestId('approved-limit').innerText();
    expect(await page.locator('.signing-limit').innerText()).toContain('Your approved Cicilan limit');
    const text = await terms.innerText();
    expect(text).toContain(`You can shop in instalments up to ${shownLimit}.`);
    expect(text).toContain('2.75% of the purchase a month, for the tenor you choose: 2 to 12 months.');
    expect(text).toContain('No admin fee and no fee for repaying early.');
    expect(text).toContain('a late fee of Rp2.000 a day');
    await screenshot(page, 'signing-terms-cicilan-before-en');
    await expectTermsGating(
      page,
      'I have read and agree to this summary of the PayLater Cicilan agreement.',
      'Continue',
      'Scroll to the end of the terms to be able to tick your agreement.',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await signAtProvider(page);
    await page.waitForURL('**/cicilan/activated', { timeout: 15_000 });
    expect(rupiah(shownLimit)).toBe(await ledgerLimit(phone, 'cicilan'));
  });

  it('cicilan in Indonesian: the terms read in Indonesian', async () => {
    const { page } = device;
    const phone = await seedUser('cicilan-approved');
    await signInThroughApi(page, phone, '/privy/intro?product=cicilan', 'id');
    await page.getByRole('region', { name: 'Ringkasan perjanjian' }).waitFor();
    expect(await page.locator('.signing-limit').innerText()).toContain('Limit Cicilan yang disetujui');
    expect(await page.locator('.scrolled-terms').innerText()).toContain('2,75% per bulan dari nilai belanja');
    await readTermsAndAgree(page, 'Saya sudah membaca dan menyetujui ringkasan perjanjian PayLater Cicilan ini.');
    await screenshot(page, 'signing-terms-cicilan-agreed-id');
  });
});

describe('the identity verification terms (KYC step 3)', () => {
  it('in Indonesian: the tick waits for the end of the terms, the submit for the tick; the tick is kept through a reload', async () => {
    const { page } = device;
    await signInThroughApi(page, uniquePhoneNumber(), '/kyc/step3?product=paylater', 'id');
    await page.getByRole('heading', { name: 'Syarat dan ketentuan verifikasi identitas' }).waitFor();
    await screenshot(page, 'kyc-terms-before-id');
    await expectTermsGating(
      page,
      'Saya sudah membaca dan menyetujui syarat dan ketentuan verifikasi identitas.',
      'Kirim untuk diverifikasi',
      'Gulir sampai akhir syarat dan ketentuan untuk bisa mencentang persetujuan.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await waitForTermsInDraft(page);
    await page.reload();
    const tick = page.getByRole('checkbox', { name: 'Saya sudah membaca dan menyetujui syarat dan ketentuan verifikasi identitas.' });
    await tick.waitFor();
    expect(await tick.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Kirim untuk diverifikasi', exact: true }).isEnabled()).toBe(true);
    await page.evaluate(() => localStorage.setItem('app.language', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Identity verification terms' }).waitFor();
    await screenshot(page, 'kyc-terms-agreed-en');
  });
});

/** The wizard's draft in IndexedDB holds the agreement (saved a moment after the tick). */
async function waitForTermsInDraft(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (await storedRecords<{ value?: { termsAccepted?: boolean } }>(page, 'drafts')).some((draft) => draft.value?.termsAccepted === true),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
}
