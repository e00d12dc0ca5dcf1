import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApplyRequestSchema, nextStepAfterApply } from '@domain/contract/apply';
import { PageQuerySchema } from '@domain/contract/paging';
import { PAYLATER_API_PATHS, paylaterReceiptPath } from '@domain/contract/paylater';
import { isWireProductName, productKeyFromWire, wireProductName } from '@domain/contract/product-names';
import { isPlatformPath } from '@domain/contract/http';

describe('product names on the wire', () => {
  it('sends the instalment product as paylater_cicilan and reads it back as cicilan', () => {
    expect(wireProductName('paylater')).toBe('paylater');
    expect(wireProductName('cicilan')).toBe('paylater_cicilan');
    expect(wireProductName('gomodal')).toBe('gomodal');
    expect(productKeyFromWire('paylater_cicilan')).toBe('cicilan');
    expect(productKeyFromWire('gomodal')).toBe('gomodal');
    expect(productKeyFromWire('gopaypinjam')).toBeNull();
    expect(productKeyFromWire('cicilan')).toBeNull();
    expect(isWireProductName('gopaypinjam')).toBe(true);
    expect(isWireProductName('cicilan')).toBe(false);
  });
});

describe('apply', () => {
  it('takes paylater or paylater_cicilan only', () => {
    expect(v.safeParse(ApplyRequestSchema, { productName: 'paylater_cicilan' }).success).toBe(true);
    expect(v.safeParse(ApplyRequestSchema, { productName: 'cicilan' }).success).toBe(false);
    expect(v.safeParse(ApplyRequestSchema, { productName: 'gomodal' }).success).toBe(false);
    expect(v.safeParse(ApplyRequestSchema, {}).success).toBe(false);
  });

  it.each([
    [{ kycStatus: 'KYC_APPROVED', status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES' }, 'PRODUCT_HOME'],
    [{ kycStatus: 'KYC_APPROVED', status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' }, 'SIGN_CONTRACT'],
    [{ kycStatus: 'KYC_APPROVED', status: 'INELIGIBLE', eligibility: 'NOT_ELIGIBLE' }, 'NOT_ELIGIBLE'],
    [{ kycStatus: 'KYC_APPROVED', status: 'WAITING', eligibility: 'REQUIRES_SLIK' }, 'SLIK'],
    [{ kycStatus: 'NEW', status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC' }, 'KYC'],
    [{ kycStatus: 'KYC_REJECTED', status: 'REJECTED', eligibility: 'REQUIRES_KYC' }, 'KYC'],
    [{ kycStatus: 'KYC_APPROVED', status: 'REJECTED', eligibility: 'REQUIRES_KYC' }, 'REJECTED'],
    [{ kycStatus: 'KYC_SUBMITTED', status: 'WAITING', eligibility: 'REQUIRES_KYC' }, 'KYC_REVIEW'],
    [{ kycStatus: 'KYC_APPROVED', status: 'WAITING', eligibility: 'REQUIRES_CONSENT' }, 'KYC_REVIEW'],
  ] as const)('%j -> %s', (account, step) => {
    expect(nextStepAfterApply(account)).toBe(step);
  });
});

describe('pay-later paths and paging', () => {
  it('lives under /pls/akhirbulan/, a platform prefix', () => {
    for (const path of [...Object.values(PAYLATER_API_PATHS), paylaterReceiptPath('R 1/2')]) {
      expect(path.startsWith('/pls/akhirbulan/')).toBe(true);
      expect(isPlatformPath(path)).toBe(true);
    }
    expect(paylaterReceiptPath('R 1/2')).toBe('/pls/akhirbulan/receipts/R%201%2F2');
  });

  it('pages by 20 unless asked for 1 to 50', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ size: 20 });
    expect(v.parse(PageQuerySchema, { page: 'abc', size: '5' })).toEqual({ page: 'abc', size: 5 });
    expect(v.safeParse(PageQuerySchema, { size: '51' }).success).toBe(false);
    expect(v.safeParse(PageQuerySchema, { size: '0' }).success).toBe(false);
    expect(v.safeParse(PageQuerySchema, { page: '' }).success).toBe(false);
  });
});
