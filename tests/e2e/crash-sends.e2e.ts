/**
 * A kill 0, 50 and 200 ms after each "send" that changes the user's state (issue 39, case 3): the
 * lender application (step 4's Continue), the KYC confirmation (step 3's Submit), signing (the
 * provider's Sign, then /signed) and the merchant-loan application (Send application). After the
 * relaunch the tab opens the address it showed when it was killed (as a browser restores it), and
 * the test asks the platform what it holds. A run is kept when the app shows what is true: the next
 * step when the platform has the send, and otherwise the form as it was, whose send then goes
 * through; never an empty form, and never a button that can only be refused.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { UserProfile } from '@domain/contract/profile';
import type { LenderApplication } from '@domain/contract/lender';
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import { LENDER_DOCUMENT_TYPES } from '@domain/contract/lender/documents';
import { LENDER_DRAFT_FLOW, LENDER_DRAFT_PRODUCT, LENDER_DRAFT_VERSION } from '@domain/lender/application';
import { seedUser } from './home-helpers';
import { screenshot } from './support/browser';
import {
  crashDelays,
  crashRuns,
  holdsWithin,
  KILL_DELAYS_MS,
  killAfter,
  LossTally,
  withCrashProfile,
  type CrashableBrowser,
} from './support/crash';
import { gomodalSandbox, seedMerchant } from './support/gomodal';
import { LENDER_EN, validLenderDraft } from './support/lender';
import { seedDraft } from './support/seed-draft';
import { pdfFile, pick } from './support/lender-documents';
import { cardPhoto } from './support/photos';
import { uniquePhoneNumber } from './support/sandbox';
import { platformGet, signInThroughApi } from './support/session';
import { answerEmploymentStep } from './support/kyc';
import { readTermsAndAgree } from './support/terms';

/** One kind of send: how to get a fresh user to the button, press it, and judge the relaunched app. */
interface SendCase {
  name: string;
  /** Signs a fresh user in and leaves the page with the send's button pressable; answers the bearer token. */
  prepare(browser: CrashableBrowser, run: number): Promise<string>;
  press(page: Page): Promise<void>;
  /** Whether the platform holds the send. */
  platformHas(token: string): Promise<boolean>;
  /** Whether the relaunched app, on the restored address, shows what is true (and finishes an unsent send). */
  showsTruth(page: Page, sent: boolean, token: string): Promise<boolean>;
}

/**
 * CI's pass: 50 ms, when the request has left and its answer is on its way (the case that left users
 * on the wrong step); the sweep (CRASH_RUNS) adds 0 ms (sent record, request not yet out) and 200 ms.
 */
const DELAYS = crashDelays(KILL_DELAYS_MS, [50]);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const visible = (page: Page, name: string | RegExp) => holdsWithin(() => heading(page, name).first().isVisible(), 15_000);

// ---------------------------------------------------------------------------------------------
// The lender application

const lender: SendCase = {
  name: "lender application (the review's Submit)",
  async prepare(browser, run) {
    const login = await signInThroughApi(browser.page, uniquePhoneNumber(), null);
    await seedDraft(
      browser.page,
      login.csTrackingId,
      LENDER_DRAFT_FLOW,
      LENDER_DRAFT_PRODUCT,
      validLenderDraft(`PT Maju Bersama Crash ${run} ${Date.now() % 100_000}`),
      LENDER_DRAFT_VERSION,
    );
    await browser.page.goto('/lender/step4');
    await heading(browser.page, 'Upload documents').waitFor();
    for (const type of LENDER_DOCUMENT_TYPES) await pick(browser.page, type, pdfFile(type));
    await browser.page.getByText('9 of 9 documents uploaded').waitFor({ timeout: 60_000 });
    await browser.page.getByRole('button', { name: LENDER_EN.continue }).click();
    await heading(browser.page, LENDER_EN.review).waitFor();
    return login.bearerToken;
  },
  press: (page) => page.getByRole('button', { name: LENDER_EN.submit }).click(),
  platformHas: async (token) => (await platformGet<LenderApplication>(token, '/legalEntityKYC/v1')) !== null,
  async showsTruth(page, sent, token) {
    if (sent) {
      if (!(await visible(page, LENDER_EN.step5))) return false;
      await page.goto('/lender/review'); // the page the send was made from
      return visible(page, LENDER_EN.step5);
    }
    // Not sent: the review as it was, and its Submit goes through.
    await page.goto('/lender/review');
    if (!(await holdsWithin(() => page.getByText('9 of 9 documents uploaded').isVisible(), 20_000))) return false;
    await page.getByRole('button', { name: LENDER_EN.submit }).click();
    return (await visible(page, LENDER_EN.step5)) && (await lender.platformHas(token));
  },
};

// ---------------------------------------------------------------------------------------------
// The KYC confirmation

const KYC_STEP3 = '/kyc/step3?product=paylater';
const KYC_REVIEW = 'We’re checking your details';

async function fillKycStep3(page: Page): Promise<void> {
  await page.goto(KYC_STEP3);
  await heading(page, 'Employment information').waitFor();
  await answerEmploymentStep(page);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

const kyc: SendCase = {
  name: 'KYC confirmation (step 3 Submit)',
  async prepare(browser) {
    const login = await signInThroughApi(browser.page, uniquePhoneNumber(), '/kyc/step1?product=paylater');
    const page = browser.page;
    await heading(page, 'Photo of your ID card and a selfie').waitFor();
    const photo = await cardPhoto(page);
    for (const title of ['ID card (KTP)', 'Selfie with your ID card']) {
      await page.getByRole('region', { name: title, exact: true }).getByLabel('Choose from gallery').setInputFiles(photo);
    }
    for (const title of ['ID card (KTP)', 'Selfie with your ID card']) {
      await page.getByRole('region', { name: title, exact: true }).getByText('Uploaded').waitFor({ timeout: 60_000 });
    }
    await page.goto('/kyc/step2?product=paylater');
    await heading(page, 'Personal information').waitFor();
    await page.getByLabel('Email address').fill('budi@example.com');
    await page.getByLabel('Mother’s maiden name').fill('Sri Wahyuni');
    await page.getByLabel('Latest education').selectOption('UPPER_SECONDARY_EDUCATION');
    await page.getByLabel('Home ownership').selectOption('NOT_HOME_OWNER');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillKycStep3(page);
    return login.bearerToken;
  },
  press: (page) => page.getByRole('button', { name: 'Submit for verification' }).click(),
  platformHas: async (token) => (await platformGet<UserProfile>(token, '/v1/user'))?.kycStatus === 'KYC_SUBMITTED',
  async showsTruth(page, sent, token) {
    if (sent) {
      if (!(await visible(page, KYC_REVIEW))) return false;
      await page.goto(KYC_STEP3);
      return visible(page, KYC_REVIEW);
    }
    await page.goto(KYC_STEP3);
    await heading(page, 'Employment information').waitFor();
    if (!(await holdsWithin(async () => (await page.getByLabel('Employer or company name').inputValue()) === 'Toko Budi'))) return false;
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await kyc.press(page);
    return (await visible(page, KYC_REVIEW)) && (await kyc.platformHas(token));
  },
};

// ---------------------------------------------------------------------------------------------
// Signing (the instalment product's contract)

const CICILAN_ACTIVATED = 'Cicilan is active!';

const signing: SendCase = {
  name: 'signing (the provider’s Sign, then /signed)',
  async prepare(browser) {
    const phone = await seedUser('cicilan-approved');
    const login = await signInThroughApi(browser.page, phone, '/privy/intro?product=cicilan');
    await readTermsAndAgree(browser.page, 'I have read and agree to this summary of the PayLater Cicilan agreement.');
    await browser.page.getByRole('button', { name: 'Continue' }).click();
    await browser.page.getByRole('heading', { name: 'E-signature provider (sandbox)' }).waitFor();
    await browser.page.getByLabel('I have read the contract and sign it electronically.').check();
    return login.bearerToken;
  },
  press: (page) => page.getByRole('button', { name: 'Sign the contract' }).click(),
  platformHas: async (token) => (await platformGet<UserProfile>(token, '/v1/user'))?.userProductInfo.cicilan.status === 'ACTIVATED',
  async showsTruth(page) {
    // On the provider's page the user signs (again, if the kill came first) or goes back to the app.
    const provider = page.getByRole('heading', { name: 'E-signature provider (sandbox)' });
    if (await holdsWithin(() => provider.isVisible(), 3_000)) {
      const back = page.getByRole('link', { name: 'Return to the app' });
      if (await back.isVisible()) await back.click();
      else {
        await page.getByLabel('I have read the contract and sign it electronically.').check();
        await signing.press(page);
      }
    }
    return visible(page, CICILAN_ACTIVATED);
  },
};

// ---------------------------------------------------------------------------------------------
// The merchant-loan application

const gomodal: SendCase = {
  name: 'merchant-loan application (Send application)',
  async prepare(browser) {
    const merchant = await seedMerchant('offer');
    const login = await signInThroughApi(browser.page, merchant.phone, '/gomodal/loan/apply');
    const page = browser.page;
    await page.getByLabel('Loan amount').fill('2000000');
    await page.getByLabel('Loan purpose').selectOption('P01');
    await page.getByRole('radio', { name: /12 months/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'This is my account' }).click();
    await page.waitForURL('**/gomodal/loan/outlet');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/gomodal/terms');
    await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    return login.bearerToken;
  },
  press: (page) => page.getByRole('button', { name: 'Send application' }).click(),
  async platformHas(token) {
    const status = (await platformGet<GomodalLoanSummary>(token, '/sme/v1/loan-summary'))?.submission?.status;
    return status !== undefined && ['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'].includes(status);
  },
  async showsTruth(page, sent, token) {
    const received = () =>
      holdsWithin(async () => page.url().includes('/gomodal/loan/status') && (await page.locator('main h2').first().isVisible()), 15_000);
    if (sent) {
      if (!(await received())) return false;
      await page.goto('/gomodal/terms');
      return received();
    }
    await page.goto('/gomodal/terms');
    const agree = page.getByRole('checkbox', { name: /I have read and agree/ });
    if (!(await holdsWithin(() => agree.isChecked(), 10_000))) return false;
    await gomodal.press(page);
    return (await received()) && (await gomodal.platformHas(token));
  },
};

// ---------------------------------------------------------------------------------------------

async function killAfterEachSend(send: SendCase): Promise<void> {
  const tally = new LossTally(`${send.name}, killed at ${DELAYS.join('/')} ms`);
  await withCrashProfile(async (launch) => {
    let browser = await launch();
    let run = 0;
    for (let round = 0; round < crashRuns(); round += 1) {
      for (const delay of DELAYS) {
        run += 1;
        const token = await send.prepare(browser, run);
        await send.press(browser.page);
        await new Promise((resolve) => setTimeout(resolve, delay));
        const shown = browser.page.url(); // what the tab shows as it dies: the address a browser restores
        await killAfter(browser, 0);
        await new Promise((resolve) => setTimeout(resolve, 500)); // a request that left before the kill is answered by now
        const sent = await send.platformHas(token);
        browser = await launch();
        await browser.page.goto(shown);
        const truth = await send.showsTruth(browser.page, sent, token);
        if (!truth) await screenshot(browser.page, `crash-sends-lost-${send.name.split(' ')[0]}-${delay}`);
        const seen = await browser.page
          .locator('main h1')
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        tally.record(truth, `${delay} ms, ${sent ? 'sent' : 'not sent'}, ended at ${new URL(browser.page.url()).pathname} "${seen}"`);
        // Which side of the send the kill fell on (the platform had it or not): both must show the truth.
        console.log(
          `[crash] ${send.name} at ${delay} ms: ${sent ? 'the platform had it' : 'the platform did not have it'}, ${truth ? 'shown as true' : 'LOST'}`,
        );
      }
    }
  });
  expect(tally.report().lost).toBe(0);
}

describe('a kill just after a send that changes the user’s state', () => {
  it('the lender application', { timeout: 300_000 }, () => killAfterEachSend(lender));
  it('the KYC confirmation', { timeout: 300_000 }, () => killAfterEachSend(kyc));
  it('signing', { timeout: 300_000 }, () => killAfterEachSend(signing));
  it('the merchant-loan application', { timeout: 300_000 }, async () => {
    // Applications stay as sent (no automatic review), so "in progress" is what the platform says.
    const { autoReview } = await gomodalSandbox<{ autoReview: boolean }>('settings', { autoReview: false });
    try {
      await killAfterEachSend(gomodal);
    } finally {
      await gomodalSandbox('settings', { autoReview: true });
    }
    expect(autoReview).toBe(false);
  });
});
