import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Challenge,
  MaskedKycData,
  ProgressiveKycEligibility,
  ProgressiveKycSubmitResponse,
  SandboxWalletIdentity,
} from '@domain/contract/kyc/progressive';
import { progressiveKycAccepted } from '@server/kyc/progressive/state';
import { type TestPlatform, advanceClock, bearer, call, createTestPlatform, signIn } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

const SUBMIT = '/v1/user/progressive-kyc/submit';
const ELIGIBILITY = '/v1/user/progressive-kyc/eligibility';
const MASKED_DATA = '/v1/user/progressive-kyc/masked-kyc-data';
const RIGHT = '17/08/1990'; // the default wallet identity's date of birth
const WRONG = '01/01/1991';

async function userId(token: string): Promise<string> {
  return (await call<{ userId: string }>(platform.app, 'GET', '/v1/user', undefined, bearer(token))).data.userId;
}

async function askEligibility(token: string) {
  return call<ProgressiveKycEligibility>(platform.app, 'GET', ELIGIBILITY, undefined, bearer(token));
}

async function askMaskedData<T = unknown>(token: string) {
  return call<T>(platform.app, 'GET', MASKED_DATA, undefined, bearer(token));
}

async function askChallenge(token: string) {
  return call<ProgressiveKycSubmitResponse>(platform.app, 'POST', SUBMIT, { kycType: 'PROGRESSIVE_GOPAY' }, bearer(token));
}

async function answer(token: string, challenge: Challenge, date: string) {
  const body = {
    kycType: 'PROGRESSIVE_GOPAY',
    challenge: { challengeId: challenge.challengeId, answers: [{ questionId: challenge.questions[0]!.id, answer: date }] },
  };
  return call<ProgressiveKycSubmitResponse>(platform.app, 'POST', `${SUBMIT}?confirm=true`, body, bearer(token));
}

describe('progressive KYC eligibility and masked data', () => {
  it('needs a session', async () => {
    for (const path of [ELIGIBILITY, MASKED_DATA]) {
      expect((await call(platform.app, 'GET', path)).status).toBe(401);
    }
    expect((await call(platform.app, 'POST', SUBMIT, { kycType: 'PROGRESSIVE_GOPAY' })).status).toBe(401);
  });

  it('answers eligible with the wallet number masked, and the wallet identity masked', async () => {
    const session = await signIn(platform.app);
    const eligibility = await askEligibility(session.bearerToken);
    expect(eligibility.data).toEqual({
      success: true,
      maskedPhoneNo: `+62 ****-****-${session.phone.phoneNumber.slice(-4)}`,
      progressiveKycStatus: 'eligible',
      isDocSubmitted: false,
    });
    const masked = await askMaskedData<MaskedKycData>(session.bearerToken);
    expect(masked.data).toEqual({
      name: 'S*** W********',
      birthDate: '**/**/****',
      birthPlace: 'Ba*****',
      documentNumber: expect.stringMatching(/^3273\*{10}\d{2}$/),
      address: 'Jl. ******* **. **, *******',
    });
  });

  it('answers ineligible for a number without a GoPay Plus account, and refuses its data and challenges', async () => {
    const session = await signIn(platform.app);
    const set = await call<SandboxWalletIdentity>(platform.app, 'POST', '/sandbox/progressive-kyc/wallet-identity', {
      phone: session.phone.e164,
      walletPlus: false,
    });
    expect(set.status).toBe(200);
    const eligibility = await askEligibility(session.bearerToken);
    expect(eligibility.data.progressiveKycStatus).toBe('ineligible');
    const masked = await askMaskedData(session.bearerToken);
    expect(masked.status).toBe(422);
    expect(masked.errors[0]?.code).toBe('PROGRESSIVE_KYC_INELIGIBLE');
    expect((await askChallenge(session.bearerToken)).errors[0]?.code).toBe('PROGRESSIVE_KYC_INELIGIBLE');
  });
});

describe('the date-of-birth challenge', () => {
  it('gives a challenge with the masked name as hint, the same one on asking again, and accepts the right date', async () => {
    const session = await signIn(platform.app);
    const first = await askChallenge(session.bearerToken);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: 'NEW', isChallengeRequired: true, errors: [] });
    expect(first.data.challenge?.questions).toEqual([{ id: 'dob', questionType: 'DATE_OF_BIRTH', hint: 'S*** W********' }]);
    const again = await askChallenge(session.bearerToken);
    expect(again.data.challenge?.challengeId).toBe(first.data.challenge?.challengeId);

    const id = await userId(session.bearerToken);
    expect(await progressiveKycAccepted(platform.db, id)).toBe(false);
    const right = await answer(session.bearerToken, first.data.challenge!, RIGHT);
    expect(right.status).toBe(200);
    expect(right.data).toEqual({ status: 'KYC_SUBMITTED', challenge: null, errors: [], isChallengeRequired: false });
    expect(await progressiveKycAccepted(platform.db, id)).toBe(true);
    const eligibility = await askEligibility(session.bearerToken);
    expect(eligibility.data.progressiveKycStatus).toBe('accepted');
  });

  it('checks against the identity the sandbox set for the number', async () => {
    const session = await signIn(platform.app);
    await call(platform.app, 'POST', '/sandbox/progressive-kyc/wallet-identity', {
      phone: session.phone.e164,
      name: 'Budi',
      dateOfBirth: '1985-02-28',
    });
    const { data } = await askChallenge(session.bearerToken);
    expect(data.challenge?.questions[0]?.hint).toBe('B***');
    expect((await answer(session.bearerToken, data.challenge!, RIGHT)).errors[0]?.cause).toBe('KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS');
    expect((await answer(session.bearerToken, data.challenge!, '28/02/1985')).data.status).toBe('KYC_SUBMITTED');
  });

  it('counts wrong answers: two answer WRONG_ANSWERS, the third ATTEMPTS_EXHAUSTED, and then even the right date is refused', async () => {
    const session = await signIn(platform.app);
    const { data } = await askChallenge(session.bearerToken);
    for (const left of [2, 1]) {
      const wrong = await answer(session.bearerToken, data.challenge!, WRONG);
      expect(wrong.status).toBe(422);
      expect(wrong.errors[0]).toMatchObject({
        code: 'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS',
        cause: 'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS',
      });
      expect(wrong.errors[0]?.message).toContain(`${left} attempt`);
    }
    const third = await answer(session.bearerToken, data.challenge!, WRONG);
    expect(third.errors[0]?.cause).toBe('KYC_CHALLENGE_ATTEMPTS_EXHAUSTED');
    expect((await answer(session.bearerToken, data.challenge!, RIGHT)).errors[0]?.cause).toBe('KYC_CHALLENGE_ATTEMPTS_EXHAUSTED');
    const stored = await platform.db.query<{ wrong_answers: number; status: string }>(
      'select wrong_answers, status from progressive_kyc_challenges where id = $1',
      [data.challenge!.challengeId],
    );
    expect(stored).toEqual([{ wrong_answers: 3, status: 'exhausted' }]);
    expect(await progressiveKycAccepted(platform.db, await userId(session.bearerToken))).toBe(false);
  });

  it('gives at most three challenges a day, and more after the window has passed', async () => {
    const session = await signIn(platform.app);
    for (let n = 0; n < 3; n += 1) {
      const { data } = await askChallenge(session.bearerToken);
      for (let i = 0; i < 3; i += 1) await answer(session.bearerToken, data.challenge!, WRONG);
    }
    const fourth = await askChallenge(session.bearerToken);
    expect(fourth.status).toBe(429);
    expect(fourth.errors[0]).toMatchObject({
      code: 'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED',
      cause: 'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED',
    });
    const count = await platform.db.query<{ n: number }>('select count(*)::int as n from progressive_kyc_challenges where user_id = $1', [
      await userId(session.bearerToken),
    ]);
    expect(count[0]?.n).toBe(3);

    await advanceClock(platform.app, platform.clock, 24 * 60 * 60 * 1000 + 1000);
    const later = await askChallenge(session.bearerToken);
    expect(later.status).toBe(200);
    expect((await answer(session.bearerToken, later.data.challenge!, RIGHT)).data.status).toBe('KYC_SUBMITTED');
  });

  it("does not let one user answer another user's challenge", async () => {
    const owner = await signIn(platform.app);
    const other = await signIn(platform.app);
    const { data } = await askChallenge(owner.bearerToken);
    const stolen = await answer(other.bearerToken, data.challenge!, RIGHT);
    expect(stolen.status).toBe(404);
    expect(stolen.errors[0]?.code).toBe('KYC_CHALLENGE_NOT_FOUND');
    expect(await progressiveKycAccepted(platform.db, await userId(other.bearerToken))).toBe(false);
    expect(await progressiveKycAccepted(platform.db, await userId(owner.bearerToken))).toBe(false);
  });

  it('refuses answers without ?confirm=true, and malformed bodies, with 400', async () => {
    const session = await signIn(platform.app);
    const { data } = await askChallenge(session.bearerToken);
    const body = {
      kycType: 'PROGRESSIVE_GOPAY',
      challenge: { challengeId: data.challenge!.challengeId, answers: [{ questionId: 'dob', answer: RIGHT }] },
    };
    const unconfirmed = await call(platform.app, 'POST', SUBMIT, body, bearer(session.bearerToken));
    expect(unconfirmed.status).toBe(400);
    for (const bad of [{}, { kycType: 'OTHER' }, { kycType: 'PROGRESSIVE_GOPAY', challenge: { challengeId: 'x', answers: [] } }]) {
      const answerBad = await call(platform.app, 'POST', `${SUBMIT}?confirm=true`, bad, bearer(session.bearerToken));
      expect(answerBad.status).toBe(400);
      expect(answerBad.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
    }
  });
});
