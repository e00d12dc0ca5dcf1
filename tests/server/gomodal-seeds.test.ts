import { describe, expect, it } from 'vitest';
import { GOMODAL_SEED_EXPECTATIONS, GOMODAL_SEED_STATES } from '@domain/contract/gomodal-sandbox';
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import type { GomodalApplyCheck } from '@domain/contract/gomodal';
import { as, seededMerchant } from './support/gomodal-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-03-04T09:00:00+07:00' });

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
