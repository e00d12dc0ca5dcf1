import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CICILAN_API_PATHS, cicilanEarlyRepaymentPath, cicilanOrderPath, cicilanReceiptPath } from '@domain/contract/cicilan';
import { isPlatformPath } from '@domain/contract/http';
import { CheckoutRequestSchema, LendingSettingsSchema, MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { RefundRequestSchema } from '@domain/contract/paylater-sandbox';

describe('cicilan paths', () => {
  it('lives under /pls/cicilan/, a platform prefix', () => {
    const paths = [...Object.values(CICILAN_API_PATHS), cicilanOrderPath('o1'), cicilanEarlyRepaymentPath('o1'), cicilanReceiptPath('o1')];
    for (const path of paths) {
      expect(path.startsWith('/pls/cicilan/')).toBe(true);
      expect(isPlatformPath(path)).toBe(true);
    }
    expect(cicilanEarlyRepaymentPath('o/1')).toBe('/pls/cicilan/orders/o%2F1/early-repayment');
    for (const path of Object.values(MONEY_SANDBOX_PATHS)) expect(isPlatformPath(path)).toBe(true);
  });
});

describe('sandbox checkout', () => {
  const purchase = { phone: '+6281234567890', merchant: ' Toko Sandbox ', amount: 250_000, product: 'cicilan', tenor: 3 };

  it('takes a cicilan tenor of 2 to 12 and a pay-later one of 1 to 12 (1 by default)', () => {
    expect(v.parse(CheckoutRequestSchema, purchase)).toEqual({ ...purchase, merchant: 'Toko Sandbox' });
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, tenor: 1 }).success).toBe(false);
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, tenor: 13 }).success).toBe(false);
    expect(v.parse(CheckoutRequestSchema, { ...purchase, product: 'paylater', tenor: undefined }).tenor).toBe(1);
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, product: 'paylater_cicilan' }).success).toBe(false);
  });

  it('takes whole rupiah from 10,000 to 30,000,000', () => {
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, amount: 9_999 }).success).toBe(false);
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, amount: 10_000.5 }).success).toBe(false);
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, amount: 30_000_001 }).success).toBe(false);
    expect(v.safeParse(CheckoutRequestSchema, { ...purchase, amount: '250000' }).success).toBe(false);
  });

  it('names the field a refusal is about', () => {
    const result = v.safeParse(CheckoutRequestSchema, { ...purchase, tenor: 1 });
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['tenor']);
  });

  it('refunds a positive amount and sets the closing date or clears it', () => {
    expect(v.safeParse(RefundRequestSchema, { phone: purchase.phone, orderId: 'o1', amount: 0 }).success).toBe(false);
    expect(v.parse(LendingSettingsSchema, { cicilanClosingDate: null })).toEqual({ cicilanClosingDate: null });
    expect(v.safeParse(LendingSettingsSchema, { cicilanClosingDate: '2022-02-30' }).success).toBe(false);
    expect(v.parse(LendingSettingsSchema, { vaFreezeDates: ['2026-03-10'] })).toEqual({ vaFreezeDates: ['2026-03-10'] });
  });
});
