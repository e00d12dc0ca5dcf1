import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOMODAL_SEED_EXPECTATIONS, GOMODAL_SEED_STATES } from '@domain/contract/gomodal-sandbox';
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import type { GomodalApplyCheck } from '@domain/contract/gomodal';
import { createTestPlatform, type TestPlatform } from './support';
import { setClock } from './support/money-support';
import { as, seededMerchant } from './support/gomodal-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
  await setClock(platform, '2026-03-04T09:00:00+07:00');
});
afterAll(async () => {
  await platform.dispose();
});

describe('every seeded state answers what GOMODAL_SEED_EXPECTATIONS says', () => {
  for (const state of GOMODAL_SEED_STATES) {
    it(state, async () => {
      const merchant = await seededMerchant(platform, state);
      const summary = await as<GomodalLoanSummary>(platform, merchant, 'GET', '/sme/v1/loan-summary');
      expect(summary.status, JSON.stringify(summary.errors)).toBe(200);
      const check = await as<GomodalApplyCheck>(platform, merchant, 'GET', '/sme/v1/profile/apply-check');
      expect({ card: summary.data.card, blocker: check.data.blocker }).toEqual(GOMODAL_SEED_EXPECTATIONS[state]);
      expect(summary.data.blocker).toBe(check.data.blocker);
    });
  }
});
