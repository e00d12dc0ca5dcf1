/**
 * Drafts survive the browser being killed (SIGKILL, no pagehide) 50 ms after the last keystroke or
 * an autofill, on a KYC step and a lender step; two tabs on one form keep both tabs' fields. In the
 * `alone` project: beside another e2e file on two cores, a keystroke could take over 50 ms to reach
 * IndexedDB, and the kill then timed the neighbour's load (docs/nothing-lost.md).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { autofill, killAfter, killBrowser, withSignedInProfile } from './support/crash';
import { LENDER_EN, VALID_LENDER } from './support/lender';

const STEP2 = '/kyc/step2?product=paylater';
const STEP2_HEADING = 'Personal information';

async function openStep2(page: Page): Promise<void> {
  await page.goto(STEP2);
  await page.getByRole('heading', { name: STEP2_HEADING }).waitFor();
}

const fieldValue = (page: Page, label: string): Promise<string> => page.getByLabel(label).inputValue();

describe('drafts through a killed browser', () => {
  it('KYC step 2: killed 50 ms after the last keystroke, every typed field is there after the relaunch', async () => {
    await withSignedInProfile(async (first, _phone, relaunch) => {
      await openStep2(first.page);
      await first.page.getByLabel('Email address').fill('siti@example.co.id');
      await first.page.getByLabel('Latest education').selectOption('BACHELORS_OR_EQUIVALENT');
      await first.page.getByLabel('Mother’s maiden name').pressSequentially('Siti Aminah');
      await killAfter(first);

      const second = await relaunch();
      await openStep2(second.page);
      await expect.poll(() => fieldValue(second.page, 'Mother’s maiden name')).toBe('Siti Aminah');
      expect(await fieldValue(second.page, 'Email address')).toBe('siti@example.co.id');
      expect(await fieldValue(second.page, 'Latest education')).toBe('BACHELORS_OR_EQUIVALENT');
    });
  });

  it('KYC step 2: killed 50 ms after an autofill of the whole step, every field is there', async () => {
    await withSignedInProfile(async (first, _phone, relaunch) => {
      await openStep2(first.page);
      const filled = {
        'Email address': 'budi@example.co.id',
        'Mother’s maiden name': 'Sri Wahyuni',
        'Latest education': 'BACHELORS_OR_EQUIVALENT',
        'Home ownership': 'HOME_OWNER',
      };
      await autofill(first.page, filled);
      await killAfter(first);

      const second = await relaunch();
      await openStep2(second.page);
      await expect.poll(() => fieldValue(second.page, 'Email address')).toBe(filled['Email address']);
      for (const [label, value] of Object.entries(filled)) expect(await fieldValue(second.page, label)).toBe(value);
    });
  });

  it('lender step 1: killed 50 ms after an autofill and a last keystroke, the fields are there', async () => {
    await withSignedInProfile(async (first, _phone, relaunch) => {
      await first.page.goto('/lender/step1');
      await first.page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
      await autofill(first.page, {
        'Legal entity name': VALID_LENDER.legalEntityName,
        'Registration code': VALID_LENDER.registrationCode,
        'Place of incorporation': VALID_LENDER.placeOfIncorporation,
      });
      await first.page.getByLabel('Tax identification number').pressSequentially(VALID_LENDER.taxIdentificationNumber);
      await killAfter(first);

      const second = await relaunch();
      await second.page.goto('/lender/step1');
      await second.page.getByRole('heading', { name: LENDER_EN.step1 }).waitFor();
      await expect.poll(() => fieldValue(second.page, 'Legal entity name')).toBe(VALID_LENDER.legalEntityName);
      expect(await fieldValue(second.page, 'Registration code')).toBe(VALID_LENDER.registrationCode);
      expect(await fieldValue(second.page, 'Place of incorporation')).toBe(VALID_LENDER.placeOfIncorporation);
      expect(await fieldValue(second.page, 'Tax identification number')).toBe(VALID_LENDER.taxIdentificationNumber);
    });
  });

  it('two tabs on one form: each keeps the other’s fields, on screen and through a kill', async () => {
    await withSignedInProfile(async (first, _phone, relaunch) => {
      const tabA = first.page;
      const tabB = await first.context.newPage();
      await openStep2(tabA);
      await openStep2(tabB); // both tabs hold the same (empty) draft
      await tabA.getByLabel('Email address').pressSequentially('ani@example.co.id');
      await tabB.getByLabel('Mother’s maiden name').pressSequentially('Dewi Lestari');
      await tabB.getByLabel('Home ownership').selectOption('HOME_OWNER');
      await tabA.getByLabel('Latest education').selectOption('BACHELORS_OR_EQUIVALENT');
      // Each tab shows what the other typed (told on the BroadcastChannel), not only after a reload.
      await expect.poll(() => fieldValue(tabA, 'Mother’s maiden name')).toBe('Dewi Lestari');
      await expect.poll(() => fieldValue(tabB, 'Email address')).toBe('ani@example.co.id');
      await tabB.getByLabel('Email address').fill('ani.r@example.co.id'); // the later change wins
      await killAfter(first);

      const second = await relaunch();
      await openStep2(second.page);
      await expect.poll(() => fieldValue(second.page, 'Email address')).toBe('ani.r@example.co.id');
      expect(await fieldValue(second.page, 'Mother’s maiden name')).toBe('Dewi Lestari');
      expect(await fieldValue(second.page, 'Home ownership')).toBe('HOME_OWNER');
      expect(await fieldValue(second.page, 'Latest education')).toBe('BACHELORS_OR_EQUIVALENT');
      await killBrowser(second);
    });
  });
});
