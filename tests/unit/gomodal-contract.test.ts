import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  APPLY_BLOCKER_ERROR_CODES,
  GOMODAL_API_PATHS,
  GOMODAL_ERROR_CODES,
  GomodalSubmissionRequestSchema,
  CallbackRequestSchema,
  applyBlockerErrorCode,
  gomodalDeductionsPath,
  gomodalRepaymentsPath,
  gomodalSignedPath,
  gomodalSigningInfoPath,
  gomodalSubmissionPath,
} from '@domain/contract/gomodal';
import { GomodalRepaymentQuerySchema } from '@domain/contract/gomodal-loan';
import {
  GOMODAL_SANDBOX_PATHS,
  GOMODAL_SEED_EXPECTATIONS,
  GOMODAL_SEED_STATES,
  GomodalIncomeSchema,
  GomodalPauseRequestSchema,
  GomodalSeedRequestSchema,
} from '@domain/contract/gomodal-sandbox';
import { PRODUCTS_API_PATHS } from '@domain/contract/home';
import { isPlatformPath } from '@domain/contract/http';
import { REPAYMENT_SCOPES, catchupPath } from '@domain/contract/lending-catchup';
import { APPLY_BLOCKERS, GOMODAL_INELIGIBLE_REASONS } from '@domain/gomodal/blockers';
import { GOMODAL_HOME_CARD_STATES } from '@domain/gomodal/home-card';

describe('the gomodal calls', () => {
  it('are platform paths under /sme/', () => {
    const paths = [
      ...Object.values(GOMODAL_API_PATHS),
      gomodalSubmissionPath('S-1'),
      gomodalSigningInfoPath('S-1'),
      gomodalSignedPath('S-1'),
      gomodalRepaymentsPath('S-1'),
      gomodalDeductionsPath('S-1'),
    ];
    for (const path of paths) {
      expect(path.startsWith('/sme/'), path).toBe(true);
      expect(isPlatformPath(path), path).toBe(true);
    }
    expect(GOMODAL_API_PATHS.submit).toBe('/sme/v2/submission');
    expect(GOMODAL_API_PATHS.bankProfile).toBe('/sme/v1/bank-profile');
    expect(gomodalDeductionsPath('a/b')).toBe('/sme/v1/deductions/a%2Fb');
    expect(gomodalSigningInfoPath('S-1')).toBe('/sme/v1/submissions/S-1/signing-info');
  });

  it('leave the home its three calls where they were', () => {
    expect(PRODUCTS_API_PATHS.gomodalEligibility).toBe('/sme/v1/profile/eligibility');
    expect(PRODUCTS_API_PATHS.gomodalSubmissions).toBe('/sme/v1/submissions');
    expect(PRODUCTS_API_PATHS.gomodalOngoingSubmission).toBe('/sme/v1/submissions/ongoing');
  });

  it('repay a loan through the shared catch-up, by submission id', () => {
    expect(REPAYMENT_SCOPES).toContain('GOMODAL_SUBMISSION');
    expect(catchupPath('S-1')).toBe('/sme/v1/submissions/S-1/catchup');
  });
});

describe('the submission body', () => {
  const body = { principal: 2_000_000, tenure: 12, offerType: 'FLEXI', purpose: 'P01', outlets: ['O-1', 'O-2'] };

  it('takes principal, tenure, offerType, purpose and outlets', () => {
    expect(v.parse(GomodalSubmissionRequestSchema, body)).toEqual(body);
    expect(v.parse(GomodalSubmissionRequestSchema, { ...body, purpose: 'Other' }).purpose).toBe('Other');
  });

  it.each([
    ['a fractional principal', { principal: 2_000_000.5 }],
    ['a principal as text', { principal: '2000000' }],
    ['a tenure over 24', { tenure: 25 }],
    ['an unknown offer type', { offerType: 'MONTHLY' }],
    ['an unknown purpose', { purpose: 'P11' }],
    ['no outlet', { outlets: [] }],
    ['an outlet twice', { outlets: ['O-1', 'O-1'] }],
  ])('refuses %s', (_, change) => {
    expect(v.safeParse(GomodalSubmissionRequestSchema, { ...body, ...change }).success).toBe(false);
  });

  it('asks for a call with a reason, OTHER by default', () => {
    expect(v.parse(CallbackRequestSchema, {})).toEqual({ reason: 'OTHER' });
    expect(v.safeParse(CallbackRequestSchema, { reason: 'LATER' }).success).toBe(false);
  });

  it('pages the repayment history and filters it by kind', () => {
    expect(v.parse(GomodalRepaymentQuerySchema, { kind: 'DEDUCTION' })).toEqual({ size: 20, kind: 'DEDUCTION' });
    expect(v.safeParse(GomodalRepaymentQuerySchema, { kind: 'REFUND' }).success).toBe(false);
  });
});

describe('error codes', () => {
  it('give each apply blocker its code', () => {
    expect(APPLY_BLOCKER_ERROR_CODES).toHaveLength(APPLY_BLOCKERS.length);
    expect(applyBlockerErrorCode('NON_OWNER')).toBe('GOMODAL_NON_OWNER');
    expect(APPLY_BLOCKER_ERROR_CODES).toContain('GOMODAL_PENDING_APPLICATION_EXISTS');
  });

  it('are each defined once', () => {
    const codes = [...GOMODAL_ERROR_CODES, ...APPLY_BLOCKER_ERROR_CODES, 'SME01'];
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('the sandbox', () => {
  it('seeds a merchant in each of the 18 home-card states', () => {
    const cards = new Set(Object.values(GOMODAL_SEED_EXPECTATIONS).map((expected) => expected.card));
    expect(GOMODAL_HOME_CARD_STATES.filter((state) => !cards.has(state))).toEqual([]);
    expect(Object.keys(GOMODAL_SEED_EXPECTATIONS).sort()).toEqual([...GOMODAL_SEED_STATES].sort());
  });

  it('seeds every ineligible state but downtime, which is a setting', () => {
    const blockers = new Set(Object.values(GOMODAL_SEED_EXPECTATIONS).map((expected) => expected.blocker));
    expect(GOMODAL_INELIGIBLE_REASONS.filter((reason) => !blockers.has(reason))).toEqual(['DOWNTIME']);
  });

  it('lives under /sandbox/gomodal', () => {
    for (const path of Object.values(GOMODAL_SANDBOX_PATHS)) expect(path.startsWith('/sandbox/gomodal')).toBe(true);
  });

  it('checks its bodies', () => {
    expect(v.safeParse(GomodalSeedRequestSchema, { phone: '+6281234567890', state: 'ongoing' }).success).toBe(true);
    expect(v.safeParse(GomodalSeedRequestSchema, { phone: '+6281234567890', state: 'unknown' }).success).toBe(false);
    expect(v.safeParse(GomodalPauseRequestSchema, { phone: '+6281234567890', from: '2026-03-18', resumeOn: '2026-03-25' }).success).toBe(
      true,
    );
    expect(v.safeParse(GomodalPauseRequestSchema, { phone: '+6281234567890', from: '2026-03-18', resumeOn: '2026-03-18' }).success).toBe(
      false,
    );
    expect(v.safeParse(GomodalIncomeSchema, { phone: '+6281234567890', amount: 0 }).success).toBe(true);
    expect(
      v.safeParse(GomodalIncomeSchema, { phone: '+6281234567890', amount: 50_000, from: '2026-03-02', until: '2026-03-01' }).success,
    ).toBe(false);
  });
});

/** Relative modules a file imports for their values (type-only imports are erased). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [, names = '', source = ''] = match;
    const onlyTypes =
      /^\{[^}]*\}$/s.test(names.trim()) &&
      names
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((name) => name.startsWith('type'));
    if (!onlyTypes) found.push(source);
  }
  return found;
}

describe('the contract the pages import', () => {
  it('loads no Temporal: its rules are plain lists and numbers', () => {
    const seen = new Set<string>();
    const external = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const source of valueImports(file)) {
        if (source.startsWith('.')) visit(resolve(dirname(file), `${source}.ts`));
        else external.add(source);
      }
    };
    visit(join(process.cwd(), 'src/domain/contract/gomodal.ts'));
    visit(join(process.cwd(), 'src/domain/contract/home.ts'));
    expect([...external].sort()).toEqual(['valibot']);
  });
});
