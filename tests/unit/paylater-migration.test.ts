import { describe, expect, it } from 'vitest';
import { signedRedirect } from '@domain/home/signed-redirect';
import { isSlikBlocked, safeReturnPath, slikDetourPath, slikReturnPath } from '@domain/lending/slik-blockers';
import {
  type MigrationSituation,
  OLD_VERSION_ENDS_AT,
  PROVIDER_CHANGE_OPENS_AT,
  SPEC_MIGRATION_WINDOW,
  canConsent,
  canReserve,
  migrationStep,
  reservedLimitFor,
} from '@domain/paylater/migration';

const situation = (over: Partial<MigrationSituation>): MigrationSituation => ({
  providerVersion: 'OLD',
  state: 'NOT_STARTED',
  owed: 0,
  now: '2023-08-20T03:00:00Z',
  window: SPEC_MIGRATION_WINDOW,
  ...over,
});

describe('the migration window (document 2, section 9)', () => {
  it('opens at 00:00 WIB on 4 Aug 2023 and the old version ends at 00:00 WIB on 13 Sept 2023', () => {
    expect(PROVIDER_CHANGE_OPENS_AT).toBe('2023-08-03T17:00:00Z');
    expect(OLD_VERSION_ENDS_AT).toBe('2023-09-12T17:00:00Z');
    expect(migrationStep(situation({ now: '2023-08-03T16:59:59Z' }))).toBe('NOT_OPEN');
    expect(migrationStep(situation({ now: '2023-08-03T17:00:00Z' }))).toBe('CONSENT');
    expect(migrationStep(situation({ now: '2023-09-12T16:59:59Z' }))).toBe('CONSENT');
    expect(migrationStep(situation({ now: '2023-09-12T17:00:00Z' }))).toBe('UNAVAILABLE');
  });
});

describe('migrationStep', () => {
  it.each([
    [{ state: 'NOT_STARTED' }, 'CONSENT'],
    [{ state: 'CONSENTED', owed: 400_000 }, 'REPAYMENT'],
    [{ state: 'CONSENTED', owed: 0 }, 'RESERVATION'],
    [{ state: 'RESERVED' }, 'SIGNING'],
    [{ state: 'COMPLETED', providerVersion: 'NEW' }, 'DONE'],
    [{ state: 'BLOCKED' }, 'BLOCKED'],
    [{ providerVersion: 'NEW' }, 'NOT_NEEDED'],
    // Done stays done after the cut-off; blocked outranks the cut-off (the user is told why).
    [{ state: 'COMPLETED', providerVersion: 'NEW', now: '2026-01-01T00:00:00Z' }, 'DONE'],
    [{ state: 'BLOCKED', now: '2026-01-01T00:00:00Z' }, 'BLOCKED'],
    [{ state: 'RESERVED', now: '2026-01-01T00:00:00Z' }, 'UNAVAILABLE'],
  ] as const)('%o -> %s', (over, step) => {
    expect(migrationStep(situation(over))).toBe(step);
  });

  it('lets each call in only at its own step', () => {
    expect(canConsent('CONSENT')).toBe(true);
    expect(canConsent('RESERVATION')).toBe(false);
    expect(canReserve('RESERVATION')).toBe(true);
    expect(canReserve('REPAYMENT')).toBe(false);
    expect(canReserve('SIGNING')).toBe(false);
  });

  it('reserves the new default limit, or the current one when higher, within the new cap', () => {
    expect(reservedLimitFor(3_000_000)).toBe(10_000_000);
    expect(reservedLimitFor(12_000_000)).toBe(12_000_000);
    expect(reservedLimitFor(40_000_000)).toBe(30_000_000);
  });
});

describe('the migration signing flow', () => {
  it('comes back from /signed to /paylater/migration/redirect', () => {
    const statuses = { paylater: 'ACTIVATED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' } as const;
    expect(signedRedirect({ context: { product: 'paylater', flow: 'migration' }, statuses, sourceApp: null, redirectUrl: null })).toEqual({
      kind: 'route',
      to: '/paylater/migration/redirect',
    });
  });
});

describe('SLIK blockers', () => {
  it('blocks on either flag', () => {
    expect(isSlikBlocked({ has_invalid_slik: false, force_resubmission: false })).toBe(false);
    expect(isSlikBlocked({ has_invalid_slik: true, force_resubmission: false })).toBe(true);
    expect(isSlikBlocked({ has_invalid_slik: false, force_resubmission: true })).toBe(true);
  });

  it('keeps the way back in the address, and only ever to a path of this app', () => {
    const path = slikDetourPath('repayment', '/paylater/repayment?x=1');
    expect(path).toBe('/kyc/slik?product=paylater&source=repayment&returnTo=%2Fpaylater%2Frepayment%3Fx%3D1');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(slikReturnPath(query.get('returnTo'))).toBe('/paylater/repayment?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', '/a\nb']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(slikReturnPath(null)).toBe('/');
    expect(slikDetourPath('banner', '//evil.example')).toContain('returnTo=%2F');
  });
});
