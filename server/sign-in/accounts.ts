/** Turns a number a partner (or a magic link) vouched for into a platform session. */
import type { SignInIdentityType, SsoLoginResponse } from '@domain/contract/sign-in-sso';
import { DEFAULT_COUNTRY_CODE } from '@domain/phone';
import type { Language } from '@domain/languages';
import { createSession } from '../sessions/sessions';
import type { Db } from '../db/client';
import { findOrCreateUser, type VerifiedPhone } from '../users/users';

/**
 * The sandbox's partner accounts are Indonesian numbers: "+62812..." splits into +62 and the
 * national part the OTP login would store, so a user who signs in both ways is one user.
 */
export function verifiedIndonesianPhone(phoneE164: string): VerifiedPhone {
  if (!phoneE164.startsWith(DEFAULT_COUNTRY_CODE)) throw new Error(`Not an Indonesian number: ${phoneE164.slice(0, 3)}...`);
  return { phoneE164, countryCode: DEFAULT_COUNTRY_CODE, phoneNumber: phoneE164.slice(DEFAULT_COUNTRY_CODE.length) };
}

export interface PartnerIdentity {
  provider: string;
  userType: SsoLoginResponse['userType'];
  /** The document's name for a partner app's single sign-on; null for the business-loan partner app. */
  identityType: SignInIdentityType | null;
  merchantRole: string | null;
}

/** Finds or creates the user, records how they came in, and starts a session (inside the caller's transaction). */
export async function signInVerified(
  tx: Db,
  phoneE164: string,
  language: Language | null,
  now: Date,
  identity: PartnerIdentity | null,
): Promise<SsoLoginResponse> {
  const user = await findOrCreateUser(tx, verifiedIndonesianPhone(phoneE164), language, now);
  if (identity) {
    await tx.query(
      `insert into sso_identities (provider, user_id, user_type, identity_type, merchant_role, updated_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (provider, user_id) do update set user_type = $3, identity_type = $4, merchant_role = $5, updated_at = $6`,
      [identity.provider, user.id, identity.userType, identity.identityType, identity.merchantRole, now.toISOString()],
    );
  }
  return {
    bearerToken: await createSession(tx, user.id, now),
    csTrackingId: user.csTrackingId,
    userType: identity?.userType ?? 'customer',
    identityType: identity?.identityType ?? null,
  };
}
