import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Locator, Page, Route } from 'playwright-core';
import type { SandboxLenderDocument } from '@domain/contract/lender/documents';
import { LENDER_DOCUMENT_TYPES, type LenderDocumentType } from '@domain/contract/lender/documents';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { advancePlatformClock, sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { LENDER_EN, fillLenderStepsOneToThree } from './support/lender';
import { openInEnglish } from './support/sign-in';
import { holdRequests } from './support/hold-requests';
import { makePdf } from '../fixtures/pdf';
import { pdfFile, pick, tile } from './support/lender-documents';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

async function storedDocuments(phoneNumber: string): Promise<SandboxLenderDocument[]> {
  return sandboxGet<SandboxLenderDocument[]>(`/sandbox/lender-documents?phone=${encodeURIComponent(`+62${phoneNumber}`)}`);
}

/** Signs in, fills steps 1 to 3 with the lender wizard's valid answers and lands on step 4. */
async function startAtStep4(page: Page, phone: string): Promise<void> {
  await signInThroughApi(page, phone, null, 'en');
  await fillLenderStepsOneToThree(page);
  await waitForStep4(page);
}

async function waitForStep4(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
  await tile(page, 'passbookDoc')
    .getByText(/No file yet|Uploaded/)
    .waitFor();
}

/** A slow mobile uplink (bytes per second), through the DevTools protocol; answers a function that lifts it. */
async function throttleUpload(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** The percentages the tiles show while uploading. */
async function uploadingPercents(page: Page): Promise<number[]> {
  const texts = await page.getByText(/^Uploading… \d+%$/).allInnerTexts();
  return texts.map((text) => Number(/(\d+)%/.exec(text)?.[1]));
}

async function waitUntilAllUploaded(page: Page, timeout = 60_000): Promise<void> {
  await page.getByText('9 of 9 documents uploaded').waitFor({ timeout });
}

beforeEach(async () => {
  await openInEnglish(device.page);
});

/** The storage refusing a file, as it would a PDF it cannot read (415). */
const refusePdf = (route: Route): Promise<void> =>
  route.fulfill({
    status: 415,
    contentType: 'application/json',
    body: JSON.stringify({
      errors: [
        {
          code: 'UNSUPPORTED_FILE_TYPE',
          message: 'Only application/pdf files are accepted here.',
          errorKey: 'UNSUPPORTED_FILE_TYPE',
          cause: '',
        },
      ],
    }),
  });

describe('lender step 4: the nine documents', () => {
  it('a full application: refuses a file that is not a PDF, pressed early Continue marks what is missing, uploads nine PDFs, and submits', async () => {
    const phone = uniquePhoneNumber();
    await startAtStep4(device.page, phone);
    const page = device.page;
    const continueButton = page.getByRole('button', { name: 'Continue' });

    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Have several PDFs at hand?',
      'Legal entity',
      'Director',
      'Authorised representative',
      'Bank account',
    ]);
    expect(await page.getByRole('progressbar', { name: 'Registration progress 80%' }).getAttribute('aria-valuenow')).toBe('80');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-documents-empty-en');

    // Continue is never a dead button: pressed early, it marks what is missing, says how many and
    // puts the user on the first.
    await continueButton.click();
    await page
      .getByRole('status')
      .filter({ hasText: '9 documents are still missing: choose the PDF for each one marked in red.' })
      .waitFor();
    expect(await tile(page, 'passbookDoc').getByText('This document is still needed. Choose its PDF.').isVisible()).toBe(true);
    const first = page.getByLabel('Choose a PDF for Deed of incorporation');
    expect(await first.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    // Scrolled to: the document's name is on screen, above its button.
    const onScreen = await page
      .getByRole('heading', { name: 'Deed of incorporation' })
      .evaluate((heading) => heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().bottom <= window.innerHeight);
    expect(onScreen).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-documents-missing-en');
    await pick(page, 'deedOfIncorporationDoc', pdfFile('deedOfIncorporationDoc', 200_000));
    await page.getByRole('status').filter({ hasText: '8 documents are still missing' }).waitFor();
    expect(await tile(page, 'deedOfIncorporationDoc').getByText('This document is still needed.').count()).toBe(0);

    // A photo renamed to .pdf is refused by its content, said on its tile (no flash: it is about the tile).
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    await pick(page, 'passbookDoc', { name: 'passbook.pdf', mimeType: 'application/pdf', buffer: jpeg });
    await tile(page, 'passbookDoc')
      .getByRole('alert')
      .filter({ hasText: 'Only PDF files can be uploaded. Please choose a PDF file.' })
      .waitFor();
    expect(await page.locator('.flash__text').count()).toBe(0);
    await tile(page, 'passbookDoc').getByText('No file yet').waitFor();

    for (const type of LENDER_DOCUMENT_TYPES.slice(1)) await pick(page, type, pdfFile(type, 200_000));
    await waitUntilAllUploaded(page);
    for (const type of LENDER_DOCUMENT_TYPES) await tile(page, type).getByText('Uploaded', { exact: true }).waitFor();
    expect(await page.getByText(/still missing|still uploading|still needed/).count()).toBe(0);
    expect(await tile(page, 'passbookDoc').getByText('Only PDF files can be uploaded.').count()).toBe(0);
    expect(await continueButton.isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-documents-done-en');

    const stored = await storedDocuments(phone);
    expect(stored.map((doc) => [doc.type, doc.uploaded, doc.uploadCount, doc.size])).toEqual(
      LENDER_DOCUMENT_TYPES.map((type) => [type, true, 1, makePdf(type, 200_000).byteLength]),
    );

    await continueButton.click();
    await page.getByRole('heading', { name: LENDER_EN.review }).waitFor();
    await page.getByRole('button', { name: LENDER_EN.submit }).click();
    await page.getByRole('heading', { name: LENDER_EN.step5 }).waitFor();
    await page.waitForURL('**/lender/step5');
  });
});

describe('lender step 4 on a network that drops', () => {
  it('keeps every file through a cut mid-upload and a reload, and finishes all nine without picking again or storing one twice', async () => {
    const phone = uniquePhoneNumber();
    await startAtStep4(device.page, phone);
    const page = device.page;

    const lift = await throttleUpload(page, 150_000);
    for (const type of LENDER_DOCUMENT_TYPES) await pick(page, type, pdfFile(type, 300_000));
    // A file on its way: its tile shows what the platform has acknowledged so far (0% until its
    // first chunk is in), below 100%.
    const partWay = async (): Promise<boolean> => (await uploadingPercents(page)).some((percent) => percent < 100);
    // Cut the network while a file is part-way through.
    await expect.poll(partWay, { timeout: 30_000, interval: 50 }).toBe(true);
    await screenshot(page, 'lender-documents-uploading-en');
    await device.context.setOffline(true);
    await tile(page, 'passbookDoc').getByText('Waiting for a connection. It will upload by itself.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d documents? (is|are) still uploading\. Continue once every document says Uploaded\.$/ })
      .waitFor();
    await screenshot(page, 'lender-documents-waiting-en');
    expect((await storedDocuments(phone)).filter((doc) => doc.uploaded).length).toBeLessThan(9);

    // The network returns (still slow) and the page is reloaded in the middle of a file again.
    await device.context.setOffline(false);
    await expect.poll(partWay, { timeout: 30_000, interval: 50 }).toBe(true);
    const storedAtReload = (await storedDocuments(phone)).filter((doc) => doc.uploaded).length;
    expect(storedAtReload).toBeLessThan(9);
    await page.reload();
    await waitForStep4(page);
    // The files come back from the device: every tile still has its file, none was picked again.
    for (const type of LENDER_DOCUMENT_TYPES) await tile(page, type).getByText(`${type}.pdf`).waitFor();
    await lift();

    await waitUntilAllUploaded(page);
    const stored = await storedDocuments(phone);
    expect(stored.map((doc) => [doc.type, doc.uploaded, doc.uploadCount])).toEqual(LENDER_DOCUMENT_TYPES.map((type) => [type, true, 1]));
    expect(stored.map((doc) => doc.size)).toEqual(LENDER_DOCUMENT_TYPES.map((type) => makePdf(type, 300_000).byteLength));
  });
});

describe('lender step 4 when the platform refuses', () => {
  it('replaces addresses that expired before their files were sent, without the user noticing', async () => {
    const phone = uniquePhoneNumber();
    await startAtStep4(device.page, phone);
    const page = device.page;

    // Both files wait offline, so the platform issues both addresses in one call when the network returns.
    await device.context.setOffline(true);
    await pick(page, 'deedOfIncorporationDoc', pdfFile('deedOfIncorporationDoc', 200_000));
    await pick(page, 'passbookDoc', pdfFile('passbookDoc'));
    await tile(page, 'passbookDoc').getByText('Waiting for a connection. It will upload by itself.').waitFor();
    // The first PUT is held on its way (a very slow uplink) until the addresses (valid 15 minutes) have expired.
    const release = await holdRequests(device.context, '**/sandbox/storage/lender/**');
    await device.context.setOffline(false);
    await tile(page, 'deedOfIncorporationDoc')
      .getByText(/^Uploading… \d+%$/)
      .waitFor();

    const { now } = await sandboxGet<{ now: string }>('/sandbox/clock');
    const movedTo = Date.parse(now) + 20 * 60_000;
    const resetClock = await advancePlatformClock(20);
    try {
      await release();
      await tile(page, 'passbookDoc').getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
      await tile(page, 'deedOfIncorporationDoc').getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('Upload failed').count()).toBe(0);
      const stored = (await storedDocuments(phone)).filter((doc) => doc.uploaded);
      expect(stored.map((doc) => [doc.type, doc.uploadCount])).toEqual([
        ['deedOfIncorporationDoc', 1],
        ['passbookDoc', 1],
      ]);
      // Stored after the first addresses had expired: only fresh addresses can have done that.
      for (const doc of stored) expect(Date.parse(doc.uploadedAt!)).toBeGreaterThanOrEqual(movedTo - 1000);
    } finally {
      await device.context.unrouteAll();
      await resetClock();
    }
  });

  it('shows a refused upload on its tile until it is sent again on Try again', async () => {
    const phone = uniquePhoneNumber();
    await startAtStep4(device.page, phone);
    const page = device.page;
    // The storage refuses the file (as it would a PDF it cannot read).
    await device.context.route('**/sandbox/storage/lender/**', refusePdf);
    await pick(page, 'powerOfAttorneyDoc', pdfFile('powerOfAttorneyDoc'));
    await tile(page, 'powerOfAttorneyDoc')
      .getByRole('alert')
      .filter({ hasText: 'The platform accepts only PDF files. Please choose a PDF file.' })
      .waitFor();
    await tile(page, 'powerOfAttorneyDoc').getByText('Upload failed').waitFor();
    expect(await page.locator('.flash__text').count()).toBe(0);
    await screenshot(page, 'lender-documents-failed-en');

    await device.context.unrouteAll();
    await page.getByRole('button', { name: 'Upload Power of attorney again' }).click();
    await tile(page, 'powerOfAttorneyDoc').getByText('Uploaded', { exact: true }).waitFor();
    expect((await storedDocuments(phone)).find((doc) => doc.type === 'powerOfAttorneyDoc')?.uploadCount).toBe(1);
  });
});

describe('lender step 4 in Indonesian', () => {
  it('shows every state of the tiles in Indonesian: empty, failed, waiting offline, uploading and all done', async () => {
    const phone = uniquePhoneNumber();
    await startAtStep4(device.page, phone);
    const page = device.page;
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { name: 'Unggah dokumen' }).waitFor();
    const idTile = (name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const pickId = (name: string, type: LenderDocumentType, padding = 0) =>
      page.getByLabel(`Pilih PDF untuk ${name}`).setInputFiles(pdfFile(type, padding));
    await idTile('Buku tabungan').getByText('Belum ada file').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-documents-empty-id');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '9 dokumen masih belum ada: pilih PDF untuk setiap dokumen yang bertanda merah.' })
      .waitFor();
    await idTile('Buku tabungan').getByText('Dokumen ini masih diperlukan. Pilih file PDF-nya.').waitFor();
    await screenshot(page, 'lender-documents-missing-id');

    await page
      .getByLabel('Pilih PDF untuk Buku tabungan')
      .setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
    await idTile('Buku tabungan')
      .getByRole('alert')
      .filter({ hasText: 'Hanya file PDF yang dapat diunggah. Silakan pilih file PDF.' })
      .waitFor();

    await device.context.route('**/sandbox/storage/lender/**', refusePdf);
    await pickId('Surat kuasa', 'powerOfAttorneyDoc');
    await idTile('Surat kuasa')
      .getByRole('alert')
      .filter({ hasText: 'Platform hanya menerima file PDF. Silakan pilih file PDF.' })
      .waitFor();
    await idTile('Surat kuasa').getByText('Gagal diunggah').waitFor();
    await screenshot(page, 'lender-documents-failed-id');
    await device.context.unrouteAll();

    await device.context.setOffline(true);
    await pickId('Buku tabungan', 'passbookDoc');
    await idTile('Buku tabungan').getByText('Menunggu koneksi. File akan diunggah otomatis.').waitFor();
    await screenshot(page, 'lender-documents-waiting-id');

    await device.context.setOffline(false);
    await idTile('Buku tabungan').getByText('Berhasil diunggah').waitFor();
    const lift = await throttleUpload(page, 60_000);
    await pickId('Akta pendirian', 'deedOfIncorporationDoc', 300_000);
    const percents = async (): Promise<number[]> =>
      (await page.getByText(/^Mengunggah… \d+%$/).allInnerTexts()).map((text) => Number(/(\d+)%/.exec(text)?.[1]));
    await expect
      .poll(async () => (await percents()).some((percent) => percent >= 5 && percent <= 90), { timeout: 30_000, interval: 50 })
      .toBe(true);
    await screenshot(page, 'lender-documents-uploading-id');
    await lift();

    await page.getByRole('button', { name: 'Unggah ulang Surat kuasa' }).click();
    const rest: Array<[string, LenderDocumentType]> = [
      ['Akta pengangkatan direksi', 'deedOfDirectorAppointmentDoc'],
      ['Izin operasional usaha', 'businessOperatingLicenseDoc'],
      ['Nomor Induk Berusaha (NIB)', 'nationalBusinessIdDoc'],
      ['Dokumen NPWP', 'taxIdentificationNumberDoc'],
      ['KTP direktur', 'directorNationalIdDoc'],
      ['KTP perwakilan resmi', 'authorizedRepresentativeNationalIdDoc'],
    ];
    for (const [name, type] of rest) await pickId(name, type);
    await page.getByText('9 dari 9 dokumen terunggah').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Lanjutkan' }).isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lender-documents-done-id');
    expect((await storedDocuments(phone)).map((doc) => doc.uploadCount)).toEqual(LENDER_DOCUMENT_TYPES.map(() => 1));
  });
});
