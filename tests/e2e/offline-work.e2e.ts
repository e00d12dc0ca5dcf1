/**
 * A day offline: the page the user was filling in opens again from the service worker and the
 * session's last profile, with everything typed or picked still there, and the files leave when
 * the network returns.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SandboxLenderDocument } from '@domain/contract/lender/documents';
import { screenshot, waitForServiceWorker } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { VALID_LENDER, fillLenderStepsOneToThree } from './support/lender';
import { phonePagePerTest } from './support/phone-page';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, signIn } from './support/sign-in';

const device = phonePagePerTest();

async function reloadOffline(page: Page): Promise<void> {
  await device.context.setOffline(true);
  await page.reload();
}

function pdf(title: string): { name: string; mimeType: string; buffer: Buffer } {
  const body = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 /Title (${title}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

describe('a reload while still offline', () => {
  it('opens the KYC step the user was on, with every typed field', async () => {
    const page = device.page;
    await openInEnglish(page);
    await signIn(page, uniquePhoneNumber());
    await page.goto('/kyc/step2?product=paylater');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByLabel('Email address').fill('dewi@example.co.id');
    await page.getByLabel('Mother’s maiden name').fill('Dewi Lestari');
    await expect
      .poll(
        async () =>
          (await storedRecords<{ flow: string; value: { form: Record<string, string> } }>(page, 'drafts')).some(
            (draft) => draft.flow === 'kyc-wizard' && draft.value.form.motherMaidenName === 'Dewi Lestari',
          ),
        { timeout: 10_000 },
      )
      .toBe(true);

    await reloadOffline(page);
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('dewi@example.co.id');
    expect(await page.getByLabel('Mother’s maiden name').inputValue()).toBe('Dewi Lestari');
    await screenshot(page, 'offline-kyc-step2-reloaded-en');
    await device.context.setOffline(false);
  });

  it("keeps what was typed an instant before a reload, before the draft's save could run", async () => {
    const page = device.page;
    await openInEnglish(page);
    await signIn(page, uniquePhoneNumber());
    await page.goto('/kyc/step2?product=paylater');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByLabel('Email address').fill('rina@example.co.id');
    await page.getByLabel('Mother’s maiden name').fill('Rina Wati');
    await page.reload(); // no wait: the debounced save has not run yet
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await expect.poll(() => page.getByLabel('Mother’s maiden name').inputValue()).toBe('Rina Wati');
    expect(await page.getByLabel('Email address').inputValue()).toBe('rina@example.co.id');
  });

  it('opens the lender documents with the picked files waiting, and sends them when the network returns', async () => {
    const page = device.page;
    const phone = uniquePhoneNumber();
    await openInEnglish(page);
    await signIn(page, phone);
    await fillLenderStepsOneToThree(page);
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
    // Under the service worker, the address step reads the list of provinces (precached) and the
    // chosen province's file, which the worker keeps once fetched.
    const cityOption = () => page.getByLabel('City/Regency').locator('option', { hasText: VALID_LENDER.city }).first();
    await page.goto('/lender/step1');
    await cityOption().waitFor({ state: 'attached' });
    await page.goto('/lender/step4');
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();

    await device.context.setOffline(true);
    await page.getByLabel('Choose a PDF for Bank passbook').setInputFiles(pdf('passbook'));
    await page.getByLabel('Choose a PDF for Power of attorney').setInputFiles(pdf('attorney'));
    await page.getByText('Waiting for a connection. It will upload by itself.').first().waitFor();

    await reloadOffline(page);
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
    await page.getByText('passbook.pdf').waitFor();
    await page.getByText('attorney.pdf').waitFor();
    expect(await page.getByText('Waiting for a connection. It will upload by itself.').count()).toBe(2);
    await screenshot(page, 'offline-lender-documents-reloaded-en');

    // The region picker opens offline too, with the province already chosen and its cities.
    await page.goto('/lender/step1');
    await cityOption().waitFor({ state: 'attached' });
    expect(await page.getByLabel('Province').locator('option').count()).toBeGreaterThan(30);
    expect(await page.getByText('The list of regions could not be loaded').count()).toBe(0);
    await screenshot(page, 'offline-lender-regions-en');
    await page.goto('/lender/step4');
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();

    await device.context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await sandboxGet<SandboxLenderDocument[]>(`/sandbox/lender-documents?phone=${encodeURIComponent(`+62${phone}`)}`))
            .filter((doc) => doc.uploaded)
            .map((doc) => doc.type)
            .sort(),
        { timeout: 20_000 },
      )
      .toEqual(['passbookDoc', 'powerOfAttorneyDoc']);
  });
});
