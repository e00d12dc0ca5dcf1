/**
 * GET and PUT /v1/user/kyc/ktp-details: the ID card details the user confirms (name as on the ID,
 * place and date of birth, NIK). Their own call rather than PATCH /v2/user/account: the ten
 * additionalDetails are a fixed contract of the platform, while these are identity data that are
 * unique per account (one NIK, one account) and are only ever shown back masked. See CONTRACT.md.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ktpDetailsUpdateSchema, type KtpDetailsAnswer } from '@domain/contract/kyc';
import { maskBirthDate, maskName, maskNik, maskPlace } from '@domain/kyc/progressive/masking';
import { kycProductFrom } from '@domain/kyc/wizard';
import { jakartaDate } from '@domain/time';
import { isUniqueViolation } from '../db/errors';
import { describeIssue, parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, errorItem, unauthorized } from '../http/errors';
import type { AppEnv, RouteDeps } from '../http/types';
import { type RateLimit, takeHit, tooManyRequests } from '../http/rate-limit';
import { productRequired } from './errors';
import { loadKtpDetails, nikHeldByOther, saveKtpDetails, type KtpDetailsRow } from './ktp-store';
import { loadKycState, saveDetails } from './store';

function masked(row: KtpDetailsRow | null): KtpDetailsAnswer {
  if (!row) return { ktpDetails: null };
  return {
    ktpDetails: {
      name: maskName(row.nameOnId),
      birthDate: maskBirthDate(row.dateOfBirth),
      birthPlace: maskPlace(row.placeOfBirth),
      documentNumber: maskNik(row.nik),
      confirmedAt: row.confirmedAt.toISOString(),
    },
  };
}

const nikInUse = (): PlatformError =>
  PlatformError.of(
    409,
    'KYC_NIK_IN_USE',
    'This NIK is already registered to another account; one ID card is valid for one account.',
    'nik',
  );

/**
 * Whether a NIK is in use is an answer about someone else: ten checks an hour per account let a
 * person fix typos, and stop anyone testing NIKs (the check was an unlimited oracle).
 */
export const NIK_CHECK_LIMIT: RateLimit = { scope: 'kyc-nik-check', max: 10, windowMs: 60 * 60 * 1000 };

function parseUpdate(body: unknown, today: string) {
  return parseWith(ktpDetailsUpdateSchema(today), body, (issue) => {
    const path = v.getDotPath(issue) ?? 'body';
    if (path === 'productName') return productRequired();
    return errorItem('KYC_FIELD_INVALID', describeIssue(issue), path.replace(/^ktpDetails\./, ''));
  });
}

export function readKtpDetails(deps: RouteDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const row = await loadKtpDetails(deps.db, c.get('session').userId);
    c.header('Cache-Control', 'no-store');
    return ok<KtpDetailsAnswer>(c, masked(row));
  };
}

export function updateKtpDetails(deps: RouteDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const now = deps.clock.now();
    const update = parseUpdate(await readJsonBody(c), jakartaDate(now.getTime()));
    const product = kycProductFrom(update.productName);
    if (!product) throw PlatformError.of(400, 'KYC_PRODUCT_REQUIRED', 'Choose a service before identity verification.', 'productName');
    const userId = c.get('session').userId;
    if (!(await takeHit(deps.db, NIK_CHECK_LIMIT, userId, now))) {
      throw tooManyRequests('KYC_TOO_MANY_ATTEMPTS', 'Too many ID card confirmations: try again in an hour.', NIK_CHECK_LIMIT);
    }
    try {
      await deps.db.transaction(async (tx) => {
        const state = await loadKycState(tx, userId);
        if (!state) throw unauthorized('invalid');
        if (state.kycStatus === 'KYC_SUBMITTED' || state.kycStatus === 'KYC_APPROVED') {
          throw PlatformError.of(
            409,
            'KYC_ALREADY_SUBMITTED',
            'The identity verification is being reviewed or already approved; the ID card details cannot be changed.',
            'kycStatus',
          );
        }
        if (await nikHeldByOther(tx, userId, update.ktpDetails.nik)) throw nikInUse();
        await saveKtpDetails(tx, userId, update.ktpDetails, now);
        // Records the product the KYC is for, as every wizard save does.
        await saveDetails(tx, userId, { product, segment: null, details: {} }, now);
      });
    } catch (error) {
      // Two accounts confirming the same NIK at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw nikInUse();
      throw error;
    }
    c.header('Cache-Control', 'no-store');
    return ok<KtpDetailsAnswer>(c, masked(await loadKtpDetails(deps.db, userId)));
  };
}
