import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { PROGRESSIVE_KYC_ERROR_CODES, SLIK_PATHS, type Challenge, type SlikPrefill } from '@domain/contract/kyc/progressive';
import {
  buildDateOfBirthAnswer,
  dateOfBirthValidators,
  parseDateOfBirth,
  toDateOfBirthAnswer,
} from '@domain/kyc/progressive/date-of-birth';
import { isoDateToTyped, typedDateToIso } from '@domain/typed-date';
import { maskAddress, maskBirthDate, maskName, maskNik, maskWalletPhone } from '@domain/kyc/progressive/masking';
import { classifyChallengeFailure, failureReason } from '@domain/kyc/progressive/outcome';
import { EMPTY_SLIK_FORM, applyPrefill, isSlikFormValid, prefillValue, toSlikQuestionnaire } from '@domain/kyc/progressive/slik-form';
import { makeApiError } from '@domain/errors';
import { runValidators } from '@domain/validation';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ApiClient } from '@worker/http/client';
import { createProgressiveKycApi } from '@worker/kyc/progressive/api';
import type { SessionStore } from '@worker/session';

const today = Temporal.PlainDate.from('2026-05-01');
const challenge: Challenge = {
  challengeId: '7d0c1c55-4c1e-4d8f-9d53-0f0b8d0f3c11',
  questions: [{ id: 'dob', questionType: 'DATE_OF_BIRTH', hint: 'S***' }],
};

describe('the date-of-birth answer', () => {
  it('reads DD/MM/YYYY as a real date only', () => {
    expect(parseDateOfBirth('17/08/1990')?.toString()).toBe('1990-08-17');
    for (const bad of ['31/02/1990', '1/8/1990', '1990-08-17', '17-08-1990', '']) expect(parseDateOfBirth(bad), bad).toBeNull();
  });

  it('says "Date doesn\'t match" for a malformed date, one before 1920 or one in the future', () => {
    const validators = dateOfBirthValidators(today);
    for (const bad of ['17/08/19', '31/02/1990', '31/12/1919', '02/05/2026']) {
      expect(runValidators(bad, validators, true).issue?.messageId, bad).toBe('kycProgressive.challenge.dateMismatch');
    }
    expect(runValidators('01/01/1920', validators, true).valid).toBe(true);
    expect(runValidators('', validators, true)).toEqual({ valid: false, issue: null });
  });

  it('sends what the date picker gives (YYYY-MM-DD) as the DD/MM/YYYY the platform compares', () => {
    expect(isoDateToTyped('1990-08-17')).toBe(toDateOfBirthAnswer('1990-08-17'));
    expect(toDateOfBirthAnswer('1990-08-17')).toBe('17/08/1990');
    // A picker cleared or half typed gives "": nothing to send, and a draft's DD/MM/YYYY shows again in the picker.
    expect(isoDateToTyped('')).toBe('');
    expect(typedDateToIso('17/08/1990')).toBe('1990-08-17');
    expect(typedDateToIso('17/08')).toBeNull();
  });

  it('builds the payload only with a challenge id, a question id and an answer', () => {
    expect(buildDateOfBirthAnswer(challenge, ' 17/08/1990 ')).toEqual({
      challengeId: challenge.challengeId,
      answers: [{ questionId: 'dob', answer: '17/08/1990' }],
    });
    expect(buildDateOfBirthAnswer(null, '17/08/1990')).toBeNull();
    expect(buildDateOfBirthAnswer({ ...challenge, questions: [] }, '17/08/1990')).toBeNull();
    expect(buildDateOfBirthAnswer({ ...challenge, challengeId: '' }, '17/08/1990')).toBeNull();
    expect(buildDateOfBirthAnswer(challenge, '  ')).toBeNull();
  });
});

describe('challenge failures', () => {
  const failure = (status: number, code: string, cause = code) => makeApiError(status, [{ code, message: 'x', errorKey: code, cause }]);
  it('are told apart by their cause', () => {
    expect(classifyChallengeFailure(failure(422, 'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS'))).toBe('wrong-answer');
    expect(classifyChallengeFailure(failure(422, 'OTHER', 'KYC_CHALLENGE_ATTEMPTS_EXHAUSTED'))).toBe('attempts-exhausted');
    expect(classifyChallengeFailure(failure(429, 'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED'))).toBe('quota-exceeded');
    expect(classifyChallengeFailure(failure(401, 'UNAUTHORIZED'))).toBe('platform');
    expect(classifyChallengeFailure(failure(500, 'INTERNAL_ERROR'))).toBe('other');
    expect(classifyChallengeFailure(makeApiError(0, []))).toBe('other');
  });
  it('pick the failed page by reason, attempts by default', () => {
    expect(failureReason('quota')).toBe('quota');
    expect(failureReason('ineligible')).toBe('ineligible');
    expect(failureReason(null)).toBe('attempts');
    expect(failureReason('<script>')).toBe('attempts');
  });
});

describe('masking the wallet identity', () => {
  it('keeps enough to recognise, too little to use', () => {
    expect(maskName('Sari  Wulandari')).toBe('S*** W********');
    expect(maskBirthDate('1990-08-17')).toBe('**/**/****'); // no year: the challenge asks for this date
    expect(maskNik('3273010101900001')).toBe('3273**********01');
    expect(maskAddress('Jl. Merdeka No. 10')).toBe('Jl. ******* **. **');
    expect(maskWalletPhone('+6281234567890')).toBe('+62 ****-****-7890');
  });
});

describe('the SLIK form', () => {
  it("prefills known values only: 'dummy', blanks and values outside a list are not used", () => {
    expect(prefillValue('employer', 'dummy')).toBe('');
    expect(prefillValue('employer', 'DUMMY')).toBe('');
    expect(prefillValue('fieldOfOccupation', 'PILOT')).toBe('');
    expect(prefillValue('fieldOfOccupation', 'SLIK_OCCUPATION_002')).toBe('SLIK_OCCUPATION_002');
  });

  it('never overwrites what the user typed (a restored draft)', () => {
    const typed = { ...EMPTY_SLIK_FORM, employer: 'PT Typed' };
    const { form, filled } = applyPrefill(typed, { employer: 'PT Bureau', emailAddress: 'a@b.co', motherMaidenName: 'dummy' });
    expect(form.employer).toBe('PT Typed');
    expect(form.emailAddress).toBe('a@b.co');
    expect(form.motherMaidenName).toBe('');
    expect(filled).toEqual(['emailAddress']);
  });

  it('is valid only complete and well-formed, and trims what it sends', () => {
    const form = {
      fieldOfOccupation: 'SLIK_OCCUPATION_002',
      employerBusinessLine: 'SLIK_SECTOR_601000',
      employer: ' PT Maju ',
      averageIncome: '5750000',
      workExperience: 'EXPERIENCE_LT1',
      latestEducation: 'OTHER',
      residenceOwnershipStatus: 'HOME_OWNER',
      motherMaidenName: ' Siti ',
      emailAddress: 'sari@example.co.id',
    };
    expect(isSlikFormValid(form)).toBe(true);
    expect(isSlikFormValid({ ...form, emailAddress: 'sari@' })).toBe(false);
    expect(isSlikFormValid({ ...form, motherMaidenName: 'S1ti' })).toBe(false);
    expect(isSlikFormValid({ ...form, latestEducation: '' })).toBe(false);
    expect(toSlikQuestionnaire('u1', form)).toMatchObject({ customerId: 'u1', employer: 'PT Maju', motherMaidenName: 'Siti' });
  });
});

describe('messages', () => {
  it('exist in both languages for every error code of progressive KYC and SLIK', async () => {
    for (const language of ['en', 'id'] as const) {
      const { messages } = await readCatalogue(language);
      for (const code of PROGRESSIVE_KYC_ERROR_CODES) expect(messages, `${language} ${code}`).toHaveProperty([`errors.${code}`]);
      for (const reason of ['attempts', 'quota', 'ineligible']) {
        expect(messages).toHaveProperty([`kycProgressive.failed.${reason}.title`]);
        expect(messages).toHaveProperty([`kycProgressive.failed.${reason}.body`]);
      }
    }
  });
});

describe('the SLIK questionnaire in the worker', () => {
  /** The progressive KYC area over a client that records its posts; the session's profile is 'u1'. */
  function worker(prefill: SlikPrefill | 'none', user = 'cs-1') {
    const posts: unknown[] = [];
    const session = { user };
    const client = {
      get: async <T>(path: string): Promise<T> => {
        if (path === SLIK_PATHS.questionnaire) {
          if (prefill === 'none') throw makeApiError(400, [{ code: 'INVALID_REQUEST_PAYLOAD', message: 'none' }]);
          return prefill as T;
        }
        throw new Error(`unexpected GET ${path}`);
      },
      post: async <T>(_path: string, body: unknown): Promise<T> => {
        posts.push(body);
        return { success: true } as T;
      },
    } as unknown as ApiClient;
    const deps = {
      client,
      session: { snapshot: () => ({ csTrackingId: session.user }), lastProfile: async () => ({ userId: 'u1' }) } as unknown as SessionStore,
    } as WorkerAreaDeps;
    return { api: createProgressiveKycApi(deps), posts, session };
  }
  const FORM = { ...EMPTY_SLIK_FORM, employer: ' PT Maju ', motherMaidenName: 'Siti', emailAddress: 'a@b.co' };

  it("sends the form as the signed-in user: the prefill's customer id, else the profile's; never one from the page", async () => {
    const prefilled = worker({ ...EMPTY_SLIK_FORM, customerId: 'bureau-7' });
    await prefilled.api.slikQuestionnaire();
    await prefilled.api.submitSlik(FORM);
    expect(prefilled.posts).toEqual([expect.objectContaining({ customerId: 'bureau-7', employer: 'PT Maju' })]);

    // Another user signed in since that prefill: it is not theirs.
    prefilled.session.user = 'cs-2';
    await prefilled.api.submitSlik(FORM);
    expect(prefilled.posts[1]).toMatchObject({ customerId: 'u1' });

    const none = worker('none');
    expect(await none.api.slikQuestionnaire()).toBeNull();
    await none.api.submitSlik(FORM);
    expect(none.posts).toEqual([expect.objectContaining({ customerId: 'u1' })]);
  });
});
