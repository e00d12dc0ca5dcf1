import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isPlatformPath } from '@domain/contract/http';
import { BankPaymentNoticeSchema } from '@domain/contract/money-sandbox';
import { CatchupRequestSchema, catchupPath, repaymentDuesPath } from '@domain/contract/lending-catchup';

describe('catch-up call', () => {
  it('posts to /sme/v1/submissions/{id}/catchup', () => {
    expect(catchupPath('PL-123')).toBe('/sme/v1/submissions/PL-123/catchup');
    expect(repaymentDuesPath('PL-123')).toBe('/sme/v1/submissions/PL-123/dues');
    expect(catchupPath('a/b')).toBe('/sme/v1/submissions/a%2Fb/catchup');
    expect(isPlatformPath(catchupPath('PL-123'))).toBe(true);
  });

  it('takes the four types and five banks as spelled, amount "0" when left out', () => {
    expect(v.parse(CatchupRequestSchema, { catchupType: 'ALL_DUES', bankName: 'Mandiri' })).toEqual({
      catchupType: 'ALL_DUES',
      bankName: 'Mandiri',
      amount: '0',
    });
    expect(v.parse(CatchupRequestSchema, { catchupType: 'PARTIAL', bankName: 'Permata', amount: '75000' }).amount).toBe('75000');
    expect(v.safeParse(CatchupRequestSchema, { catchupType: 'ALL_DUES', bankName: 'MANDIRI' }).success).toBe(false);
    expect(v.safeParse(CatchupRequestSchema, { catchupType: 'SOME', bankName: 'BCA' }).success).toBe(false);
    expect(v.safeParse(CatchupRequestSchema, { catchupType: 'PARTIAL', bankName: 'BCA', amount: 75000 }).success).toBe(false);
  });
});

describe('sandbox bank notice', () => {
  it('settles by default and needs a notice id to recognise a repeat', () => {
    const notice = { vaNumber: '8881012345678901', amount: 315_000, noticeId: 'n-1' };
    expect(v.parse(BankPaymentNoticeSchema, notice)).toEqual({ ...notice, outcome: 'SETTLED' });
    expect(v.safeParse(BankPaymentNoticeSchema, { ...notice, noticeId: '' }).success).toBe(false);
    expect(v.safeParse(BankPaymentNoticeSchema, { ...notice, vaNumber: '8881 0123' }).success).toBe(false);
    expect(v.safeParse(BankPaymentNoticeSchema, { ...notice, outcome: 'LATE' }).success).toBe(false);
  });
});
