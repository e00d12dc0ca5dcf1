/** Progressive KYC challenges and the SLIK questionnaire (issue 4); decisions in CONTRACT.md. */
import { Hono } from 'hono';
import {
  PROGRESSIVE_KYC_PATHS,
  PROGRESSIVE_KYC_SANDBOX_PATHS,
  ProgressiveKycSubmitRequestSchema,
  SLIK_PATHS,
  SandboxBureauRecordSchema,
  SandboxWalletIdentitySchema,
  SlikQuestionnaireSchema,
  type MaskedKycData,
  type ProgressiveKycEligibility,
  type ProgressiveKycSubmitResponse,
  type SandboxWalletIdentity,
  type SlikPostResponse,
  type SlikPrefill,
} from '@domain/contract/kyc/progressive';
import { maskAddress, maskBirthDate, maskName, maskNik, maskPlace, maskWalletPhone } from '@domain/kyc/progressive/masking';
import type { Db } from '@server/db/client';
import { requireSession } from '@server/http/auth';
import { parseWith, readJsonBody } from '@server/http/body';
import { ok } from '@server/http/envelope';
import { invalidPayload } from '@server/http/errors';
import { allowOnly } from '@server/http/fallbacks';
import type { AppEnv, RouteDeps } from '@server/http/types';
import { phoneFromQuery } from '@server/sandbox/phone-input';
import { answerChallenge, isAccepted, issueChallenge } from './challenges';
import { challengeFailure } from './errors';
import { setWalletIdentity, walletIdentity } from './identities';
import { renderProgressiveKycSandboxPage } from './sandbox-page';
import { postQuestionnaire, readQuestionnaire, setBureauRecord } from './slik';

interface UserRow {
  phone_e164: string;
  kyc_status: string;
}

async function userRow(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.query<UserRow>(`select phone_e164, kyc_status from users where id = $1`, [userId]);
  if (!user) throw new Error('Session without a user');
  return user;
}

export function progressiveKycRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const session = requireSession(deps);

  app.get(PROGRESSIVE_KYC_PATHS.eligibility, session, async (c) => {
    const userId = c.get('session').userId;
    const user = await userRow(db, userId);
    const identity = await walletIdentity(db, user.phone_e164);
    const accepted = await isAccepted(db, userId);
    return ok<ProgressiveKycEligibility>(c, {
      success: true,
      maskedPhoneNo: maskWalletPhone(user.phone_e164),
      progressiveKycStatus: accepted ? 'accepted' : identity.walletPlus ? 'eligible' : 'ineligible',
      isDocSubmitted: user.kyc_status === 'KYC_SUBMITTED' || user.kyc_status === 'KYC_APPROVED',
    });
  });
  allowOnly(app, PROGRESSIVE_KYC_PATHS.eligibility, ['GET']);

  app.get(PROGRESSIVE_KYC_PATHS.maskedKycData, session, async (c) => {
    const user = await userRow(db, c.get('session').userId);
    const identity = await walletIdentity(db, user.phone_e164);
    if (!identity.walletPlus)
      throw challengeFailure(422, 'PROGRESSIVE_KYC_INELIGIBLE', 'This user has no GoPay Plus account to take the identity from.');
    return ok<MaskedKycData>(c, {
      name: maskName(identity.name),
      birthDate: maskBirthDate(identity.dateOfBirth),
      birthPlace: maskPlace(identity.placeOfBirth),
      documentNumber: maskNik(identity.nik),
      address: maskAddress(identity.address),
    });
  });
  allowOnly(app, PROGRESSIVE_KYC_PATHS.maskedKycData, ['GET']);

  app.post(PROGRESSIVE_KYC_PATHS.submit, session, async (c) => {
    const userId = c.get('session').userId;
    const request = parseWith(ProgressiveKycSubmitRequestSchema, await readJsonBody(c));
    const confirm = c.req.query('confirm') === 'true';
    const user = await userRow(db, userId);
    if (!(await walletIdentity(db, user.phone_e164)).walletPlus) {
      throw challengeFailure(422, 'PROGRESSIVE_KYC_INELIGIBLE', 'This user has no GoPay Plus account to take the identity from.');
    }
    if (request.challenge && !confirm) throw invalidPayload('Answers are checked only with ?confirm=true.', 'confirm');
    const answer = request.challenge
      ? await answerChallenge(db, userId, request.challenge, clock.now())
      : await issueChallenge(db, userId, clock.now());
    return ok<ProgressiveKycSubmitResponse>(c, answer);
  });
  allowOnly(app, PROGRESSIVE_KYC_PATHS.submit, ['POST']);

  app.get(SLIK_PATHS.questionnaire, session, async (c) => ok<SlikPrefill>(c, await readQuestionnaire(db, c.get('session').userId)));
  app.post(SLIK_PATHS.questionnaire, session, async (c) => {
    const userId = c.get('session').userId;
    const answers = parseWith(SlikQuestionnaireSchema, await readJsonBody(c));
    // Nobody answers for someone else.
    if (answers.customerId !== userId) throw invalidPayload('Field "customerId" is not the signed-in user.', 'customerId');
    return ok<SlikPostResponse>(c, await postQuestionnaire(db, userId, answers, clock.now()));
  });
  allowOnly(app, SLIK_PATHS.questionnaire, ['GET', 'POST']);

  return app;
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on): the wallet's identity and the bureau's record. */
export function progressiveKycSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  app.get(PROGRESSIVE_KYC_SANDBOX_PATHS.page, async (c) => {
    const phone = phoneFromQuery(c.req.query('phone'));
    const identity = /^\+\d{8,15}$/.test(phone) ? await walletIdentity(db, phone) : null;
    c.header('Cache-Control', 'no-store');
    return c.html(renderProgressiveKycSandboxPage(phone, identity));
  });
  allowOnly(app, PROGRESSIVE_KYC_SANDBOX_PATHS.page, ['GET']);

  app.get(PROGRESSIVE_KYC_SANDBOX_PATHS.walletIdentity, async (c) => {
    const phone = phoneFromQuery(c.req.query('phone'));
    if (!/^\+\d{8,15}$/.test(phone)) throw invalidPayload('Query parameter "phone" is required in E.164 form (encode + as %2B).', 'phone');
    return ok<SandboxWalletIdentity>(c, await walletIdentity(db, phone));
  });
  app.post(PROGRESSIVE_KYC_SANDBOX_PATHS.walletIdentity, async (c) => {
    const request = parseWith(SandboxWalletIdentitySchema, await readJsonBody(c));
    return ok<SandboxWalletIdentity>(c, await setWalletIdentity(db, request, clock.now()));
  });
  allowOnly(app, PROGRESSIVE_KYC_SANDBOX_PATHS.walletIdentity, ['GET', 'POST']);

  app.post(PROGRESSIVE_KYC_SANDBOX_PATHS.bureauRecord, async (c) => {
    const request = parseWith(SandboxBureauRecordSchema, await readJsonBody(c));
    await setBureauRecord(db, request, clock.now());
    return ok(c, { phone: request.phone, values: request.values, rejectWith: request.rejectWith });
  });
  allowOnly(app, PROGRESSIVE_KYC_SANDBOX_PATHS.bureauRecord, ['POST']);

  return app;
}
