/**
 * The sandbox reviewer and credit engine: approve, reject with a rejection type, or refuse credit
 * after an approved KYC. It acts on the product the user last saved the KYC for (paylater if none).
 */
import { randomUUID } from 'node:crypto';
import type { KycReview, KycReviewResult } from '@domain/contract/kyc';
import { CREDIT_DECISION_PRODUCTS, creditRetryDate, normaliseRejectionType } from '@domain/kyc/rejection';
import { toJakarta } from '@domain/time';
import { productWithStatus, type KycProduct } from '@domain/kyc/wizard';
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import './errors';
import { userIdByPhone } from '../users/users';
import { loadSubmission, productStatusOf, recordReview, setKycState, setProductStatus } from './store';

export async function applyReview(db: Db, review: KycReview, now: Date): Promise<KycReviewResult> {
  return db.transaction(async (tx) => {
    const userId = await userIdByPhone(tx, review.phone);
    if (!userId) throw PlatformError.of(404, 'NOT_FOUND', `No user has the number ${review.phone}; sign in with it first.`, 'phone');
    const product: KycProduct = (await loadSubmission(tx, userId))?.product ?? 'paylater';
    // The personal loan (gopaypinjam) has no status here: only the KYC state changes for it.
    const tracked = productWithStatus(product);
    let rejectionType: string | null = null;
    let restPeriodEndDate: string | null = null;

    if (review.decision === 'APPROVE') {
      await setKycState(tx, userId, { kycStatus: 'KYC_APPROVED', kycRejectionType: null }, now);
      // Approved products go on to contract signing (the consent step).
      if (tracked)
        await setProductStatus(tx, userId, tracked, { status: 'APPROVED', restPeriodEndDate: null, eligibility: 'REQUIRES_CONSENT' }, now);
    } else if (review.decision === 'REJECT') {
      rejectionType = normaliseRejectionType(review.rejectionType);
      await setKycState(tx, userId, { kycStatus: 'KYC_REJECTED', kycRejectionType: rejectionType }, now);
      if (tracked) await setProductStatus(tx, userId, tracked, { status: 'REJECTED', restPeriodEndDate: null }, now);
    } else {
      if (!tracked || !CREDIT_DECISION_PRODUCTS.includes(tracked)) {
        throw PlatformError.of(
          409,
          'KYC_REVIEW_NOT_ALLOWED',
          `The credit decision only refuses paylater and gomodal; this KYC is for ${product}.`,
          'product',
        );
      }
      const today = toJakarta(now.toISOString());
      restPeriodEndDate = creditRetryDate({ year: today.year, month: today.month, day: today.day }, review.allowListed);
      await setKycState(tx, userId, { kycStatus: 'KYC_APPROVED', kycRejectionType: null }, now);
      await setProductStatus(tx, userId, tracked, { status: 'REJECTED', restPeriodEndDate, whitelisted: review.allowListed }, now);
    }
    await recordReview(tx, { id: randomUUID(), userId, product, decision: review.decision, rejectionType }, now);
    const kycStatus = review.decision === 'REJECT' ? 'KYC_REJECTED' : 'KYC_APPROVED';
    return {
      kycStatus,
      kycRejectionType: rejectionType,
      product,
      productStatus: tracked ? ((await productStatusOf(tx, userId, tracked)) ?? 'REJECTED') : null,
      restPeriodEndDate,
    };
  });
}
