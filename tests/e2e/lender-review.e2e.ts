/**
 * Issue 37, item 7: the lender wizard checks before it sends. Step 4's Continue opens a review of
 * the four steps (nothing is sent yet), each section's edit link opens its step with everything
 * kept and comes back; the application is sent from the review. The nine PDFs can be picked at
 * once: placed by their names, the others asked about. The representative's phone is taken as
 * Indonesians write it. In Indonesian, the changed English texts checked too.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LenderApplication } from '@domain/contract/lender';
import type { LenderDocumentType, SandboxLenderDocument } from '@domain/contract/lender/documents';
import { LENDER_DRAFT_FLOW, LENDER_DRAFT_PRODUCT, LENDER_DRAFT_VERSION } from '@domain/lender/application';
import { makePdf } from '../fixtures/pdf';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { validLenderDraft } from './support/lender';
import { phonePagePerTest } from './support/phone-page';
import { seedDraft } from './support/seed-draft';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { platformGet, signInThroughApi } from './support/session';

const device = phonePagePerTest('id-ID', { serviceWorkers: 'block' });

/** Each file its own size, so the platform's record says which file went to which document. */
const pdf = (name: string, padding: number) => ({ name, mimeType: 'application/pdf', buffer: makePdf(name, padding) });
/** The review shows the representative's phone in the app's one format (src/domain/phone.ts formatPhone). */
const SHOWN_PHONE = /^\+62\s812-3456-7890$/;

/** Signs a new user in and leaves steps 1 to 3 answered in the draft; answers the user's number and token. */
async function startWithDraft(page: Page, language: 'id' | 'en', phone: string): Promise<{ number: string; token: string }> {
  const number = uniquePhoneNumber();
  const login = await signInThroughApi(page, number, null, language);
  const draft = { ...validLenderDraft(`PT Periksa ${Date.now() % 100_000}`), authorizedRepresentativePhone: phone };
  await seedDraft(page, login.csTrackingId, LENDER_DRAFT_FLOW, LENDER_DRAFT_PRODUCT, draft, LENDER_DRAFT_VERSION);
  return { number, token: login.bearerToken };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

describe('lender wizard: several PDFs at once, a review before sending, the phone as written (Indonesian)', () => {
  it('places files by name, asks about the rest, reviews all four steps, edits one without losing anything, then sends', async () => {
    const page = device.page;
    const { number, token } = await startWithDraft(page, 'id', '0812-3456-7890');

    // Step 3: the phone as Indonesians write it; the hint shows it so.
    await page.goto('/lender/step3');
    await heading(page, 'Perwakilan resmi dan rekening bank').waitFor();
    const phoneField = page.getByLabel('Nomor HP');
    expect(await phoneField.inputValue()).toBe('0812-3456-7890');
    await page.getByText('Contoh: 0812-3456-7890 atau +62 812-3456-7890').waitFor();
    expect(await page.getByText('Tanpa angka 0 di depan').count()).toBe(0);
    await phoneField.fill('0812');
    await phoneField.blur();
    await page.getByText('Masukkan nomor HP yang benar, contoh 0812-3456-7890').waitFor();
    await phoneField.fill('+62 812-3456-7890');
    await phoneField.blur();
    expect(await page.getByText('Masukkan nomor HP yang benar').count()).toBe(0);
    await page.getByRole('button', { name: 'Lanjut' }).click();

    // Step 4: nine files in one pick; seven by their names, two asked about.
    await page.waitForURL('**/lender/step4');
    await heading(page, 'Unggah dokumen').waitFor();
    const files: Array<[string, LenderDocumentType]> = [
      ['akta_pendirian.pdf', 'deedOfIncorporationDoc'],
      ['Akta Pengangkatan Direksi.pdf', 'deedOfDirectorAppointmentDoc'],
      ['SIUP PT Periksa.pdf', 'businessOperatingLicenseDoc'],
      ['NIB.pdf', 'nationalBusinessIdDoc'],
      ['npwp-badan.pdf', 'taxIdentificationNumberDoc'],
      ['ktp_direktur.pdf', 'directorNationalIdDoc'],
      ['surat kuasa.pdf', 'powerOfAttorneyDoc'],
      ['ktp.pdf', 'authorizedRepresentativeNationalIdDoc'],
      ['scan_0042.pdf', 'passbookDoc'],
    ];
    const sizes = new Map<LenderDocumentType, number>();
    const picked = files.map(([name, type], index) => {
      const file = pdf(name, 1000 * (index + 1));
      sizes.set(type, file.buffer.byteLength);
      return file;
    });
    await page.getByLabel('Pilih beberapa PDF').setInputFiles(picked);
    await page.getByText('7 file ditempatkan sesuai namanya:').waitFor();
    await page.getByText('Untuk 2 file berikut, pilih dokumennya:').waitFor();
    await screenshot(page, 'lender-multi-pick-id');
    // Nothing has been sent yet: only the documents are on their way.
    expect(await platformGet<LenderApplication>(token, '/legalEntityKYC/v1')).toBeNull();
    await page.getByLabel('Dokumen untuk ktp.pdf').selectOption({ label: 'KTP perwakilan resmi' });
    await page.getByLabel('Dokumen untuk scan_0042.pdf').selectOption({ label: 'Buku tabungan' });
    expect(await page.getByText('Untuk 2 file berikut').count()).toBe(0);
    await page.getByText('9 dari 9 dokumen terunggah').first().waitFor({ timeout: 60_000 });
    // Each file is in the slot its name (or the user) gave it.
    const stored = await sandboxGet<SandboxLenderDocument[]>(`/sandbox/lender-documents?phone=${encodeURIComponent(`+62${number}`)}`);
    expect(Object.fromEntries(stored.map((doc) => [doc.type, doc.size]))).toEqual(Object.fromEntries(sizes));

    // Continue opens the review: nothing is sent.
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/lender/review');
    await heading(page, 'Periksa data pendaftaran').waitFor();
    expect(await platformGet<LenderApplication>(token, '/legalEntityKYC/v1')).toBeNull();
    for (const section of ['Informasi badan hukum', 'Data direktur', 'Perwakilan resmi dan rekening bank', 'Dokumen']) {
      await page.getByRole('link', { name: `Ubah ${section}` }).waitFor();
    }
    await page.getByText(SHOWN_PHONE).waitFor();
    await page.getByText('scan_0042.pdf').waitFor();
    await page.getByText('014 · Bank Central Asia (BCA)').waitFor();
    await page.getByText('Rp5.000.000.000').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-review-id');

    // Edit step 1 from the review: everything is there, and its button comes back here.
    await page.getByRole('link', { name: 'Ubah Informasi badan hukum' }).click();
    await page.waitForURL('**/lender/step1?from=review');
    const name = page.getByLabel('Nama badan hukum');
    expect(await name.inputValue()).toMatch(/^PT Periksa \d+$/);
    await name.fill('PT Periksa Ulang Sejahtera');
    await page.getByRole('button', { name: 'Simpan dan kembali ke pemeriksaan' }).click();
    await page.waitForURL('**/lender/review');
    await page.getByText('PT Periksa Ulang Sejahtera').waitFor();
    await page.getByText(SHOWN_PHONE).waitFor();
    await page.getByText('9 dari 9 dokumen terunggah').waitFor();
    expect(await platformGet<LenderApplication>(token, '/legalEntityKYC/v1')).toBeNull();

    // Sent from the review, once: what was reviewed is what the platform stored.
    await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
    await heading(page, 'Pendaftaran sedang ditinjau').waitFor();
    const application = await platformGet<LenderApplication>(token, '/legalEntityKYC/v1');
    expect(application?.legalEntityInformation.identification.name).toBe('PT Periksa Ulang Sejahtera');
    expect(application?.authorizedRepresentative.phoneNumber).toBe('81234567890');
    expect(application?.documents).toHaveLength(9);
  }, 180_000);

  it('in English: the review, the multi-file pick and the phone hint; Submit with documents missing says so and stays', async () => {
    const page = device.page;
    const { token } = await startWithDraft(page, 'en', '+62 812 3456 7890');
    await page.goto('/lender/step3');
    await heading(page, 'Authorised representative and bank account').waitFor();
    await page.getByText('For example 0812-3456-7890 or +62 812-3456-7890').waitFor();

    await page.goto('/lender/step4');
    await heading(page, 'Upload documents').waitFor();
    await page.getByText('Have several PDFs at hand?').waitFor();
    await page.getByLabel('Choose several PDFs').setInputFiles([pdf('NPWP.pdf', 10), pdf('document.pdf', 20)]);
    await page.getByText('1 file placed by its name:').waitFor();
    await page.getByText('Choose the document for this file:').waitFor();
    await page.getByLabel('Document for document.pdf').waitFor();
    await screenshot(page, 'lender-multi-pick-en');
    await page.getByRole('button', { name: 'Skip document.pdf' }).click();
    expect(await page.getByLabel('Document for document.pdf').count()).toBe(0);

    // The review, reached by its address before all nine are in: it shows what is missing.
    await page.goto('/lender/review');
    await heading(page, 'Check your application').waitFor();
    await page.getByRole('link', { name: 'Edit Legal entity information' }).waitFor();
    await page.getByText(SHOWN_PHONE).waitFor();
    await page.getByText('No file yet').first().waitFor();
    await screenshot(page, 'lender-review-en');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We have not received some documents yet. Wait until all nine say Uploaded.' })
      .waitFor();
    await page.waitForTimeout(4_000);
    // The message stays while its cause is there; nothing was sent.
    expect(await page.getByText('We have not received some documents yet.').isVisible()).toBe(true);
    expect(await platformGet<LenderApplication>(token, '/legalEntityKYC/v1')).toBeNull();
  }, 120_000);
});
