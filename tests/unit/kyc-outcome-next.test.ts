import { describe, expect, it } from 'vitest';
import { afterVerification } from '@domain/kyc/rejection';

describe('where "verified" leads', () => {
  it('goes on to signing when the application is approved', () => {
    expect(afterVerification('paylater', 'APPROVED')).toEqual({ to: '/paylater/gopay-plus', messageId: 'kyc.approved.sign' });
    expect(afterVerification('cicilan', 'APPROVED')).toEqual({ to: '/privy/intro?product=cicilan', messageId: 'kyc.approved.sign' });
    expect(afterVerification('gomodal', 'APPROVED')).toEqual({ to: '/gomodal/home', messageId: 'kyc.approved.sign' });
  });
  it('goes home when there is nothing to sign, and to the personal loan for it', () => {
    expect(afterVerification('paylater', 'ACTIVATED').to).toBe('/');
    expect(afterVerification('cicilan', 'NOT_APPLIED').to).toBe('/');
    expect(afterVerification('gopaypinjam', '').to).toBe('/gopaypinjam');
  });
});
