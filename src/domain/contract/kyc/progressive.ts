/**
 * Progressive KYC (identity taken from the user's GoPay Plus wallet, confirmed by a date-of-birth
 * challenge) and the SLIK questionnaire (spec 2, sections 3, 4, 5 and 7). Shared by the worker's
 * calls and the sandbox server's routes; what the spec leaves open is in server/kyc/progressive/CONTRACT.md.
 */
import * as v from 'valibot';
import { calendarDateSchema } from '../formats';
import {
  HOME_OWNERSHIPS,
  LATEST_EDUCATIONS,
  MONTHLY_INCOMES,
  OCCUPATIONS,
  OCCUPATION_SECTORS,
  WORK_EXPERIENCES,
} from '@domain/kyc/enumerations';

export const PROGRESSIVE_KYC_PATHS = {
  eligibility: '/v1/user/progressive-kyc/eligibility',
  maskedKycData: '/v1/user/progressive-kyc/masked-kyc-data',
  submit: '/v1/user/progressive-kyc/submit',
} as const;

export const SLIK_PATHS = {
  questionnaire: '/pls/user-questionnaires/v1',
} as const;

/** The sandbox's stand-ins: the wallet's identity record and the credit bureau's record, per phone number. */
export const PROGRESSIVE_KYC_SANDBOX_PATHS = {
  page: '/sandbox/progressive-kyc',
  walletIdentity: '/sandbox/progressive-kyc/wallet-identity',
  bureauRecord: '/sandbox/slik/bureau-record',
} as const;

export const PROGRESSIVE_KYC_TYPE = 'PROGRESSIVE_GOPAY';
/** The header PATCH /v2/user/account carries when progressive KYC stands in for the photos. */
export const HEADER_KYC_TYPE = 'x-kyc-type';

export const PROGRESSIVE_KYC_STATUSES = ['eligible', 'ineligible', 'accepted'] as const;
export type ProgressiveKycStatus = (typeof PROGRESSIVE_KYC_STATUSES)[number];

/** GET /v1/user/progressive-kyc/eligibility */
export interface ProgressiveKycEligibility {
  success: boolean;
  /** The wallet account's number, masked ("+62 ****-****-7890"). */
  maskedPhoneNo: string;
  progressiveKycStatus: ProgressiveKycStatus;
  /** The user already sent KYC photos the regular way. */
  isDocSubmitted: boolean;
}

/** GET /v1/user/progressive-kyc/masked-kyc-data: the wallet's identity, masked. */
export interface MaskedKycData {
  name: string;
  birthDate: string;
  birthPlace: string;
  documentNumber: string;
  address: string;
}

export const CHALLENGE_QUESTION_TYPES = ['DATE_OF_BIRTH'] as const;
export type ChallengeQuestionType = (typeof CHALLENGE_QUESTION_TYPES)[number];

export interface ChallengeQuestion {
  id: string;
  questionType: ChallengeQuestionType;
  /** For the date-of-birth question: the wallet's name, masked. */
  hint: string;
}

export interface Challenge {
  challengeId: string;
  questions: ChallengeQuestion[];
}

/** Status of the KYC after a submit; progressive KYC counts as submitted at KYC_SUBMITTED or KYC_APPROVED. */
export const PROGRESSIVE_SUBMIT_STATUSES = ['NEW', 'CHALLENGE_SUBMITTED', 'KYC_SUBMITTED', 'KYC_APPROVED', 'KYC_REJECTED'] as const;
export type ProgressiveSubmitStatus = (typeof PROGRESSIVE_SUBMIT_STATUSES)[number];

/** POST /v1/user/progressive-kyc/submit */
export interface ProgressiveKycSubmitResponse {
  status: ProgressiveSubmitStatus;
  /** The challenge to answer; null once none is needed. */
  challenge: Challenge | null;
  /** Always empty on a 2xx answer: failures come in the platform's error envelope (CONTRACT.md). */
  errors: { code: string; message: string; cause: string }[];
  isChallengeRequired: boolean;
}

export function isProgressiveKycSubmitted(status: ProgressiveSubmitStatus): boolean {
  return status === 'KYC_SUBMITTED' || status === 'KYC_APPROVED';
}

const ChallengeAnswerSchema = v.object({
  challengeId: v.pipe(v.string(), v.uuid()),
  answers: v.pipe(
    v.array(v.object({ questionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), answer: v.pipe(v.string(), v.maxLength(32)) })),
    v.minLength(1),
    v.maxLength(5),
  ),
});
export type ChallengeAnswer = v.InferOutput<typeof ChallengeAnswerSchema>;

/** Without `challenge` the call asks for one; with it (and ?confirm=true) it answers one. */
export const ProgressiveKycSubmitRequestSchema = v.object({
  kycType: v.literal(PROGRESSIVE_KYC_TYPE),
  challenge: v.optional(ChallengeAnswerSchema),
});
export type ProgressiveKycSubmitRequest = v.InferOutput<typeof ProgressiveKycSubmitRequestSchema>;

/** The causes a challenge failure carries (code, errorKey and cause are the same string). */
export const PROGRESSIVE_KYC_CHALLENGE_CAUSES = [
  'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS',
  'KYC_CHALLENGE_ATTEMPTS_EXHAUSTED',
  'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED',
] as const;
export type ProgressiveKycChallengeCause = (typeof PROGRESSIVE_KYC_CHALLENGE_CAUSES)[number];

/** Every error code the progressive KYC and SLIK calls answer with; each has a message in the catalogues. */
export const PROGRESSIVE_KYC_ERROR_CODES = [
  ...PROGRESSIVE_KYC_CHALLENGE_CAUSES,
  'PROGRESSIVE_KYC_INELIGIBLE',
  'KYC_CHALLENGE_NOT_FOUND',
  'QUESTIONNAIRE_NOT_AVAILABLE',
] as const;
export type ProgressiveKycErrorCode = (typeof PROGRESSIVE_KYC_ERROR_CODES)[number];

/** A credit-bureau value that was not known: the field is not prefilled. */
export const NOT_PREFILLED = 'dummy';

export const SLIK_TEXT_MAX_LENGTH = 255;

const text = (max = SLIK_TEXT_MAX_LENGTH) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** POST /pls/user-questionnaires/v1 (spec 2, section 3). */
export const SlikQuestionnaireSchema = v.object({
  customerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  fieldOfOccupation: v.picklist(OCCUPATIONS),
  averageIncome: v.picklist(MONTHLY_INCOMES),
  employer: text(),
  employerBusinessLine: v.picklist(OCCUPATION_SECTORS),
  motherMaidenName: v.pipe(text(), v.regex(/^[\p{L} .'-]+$/u), v.minLength(3)),
  latestEducation: v.picklist(LATEST_EDUCATIONS),
  emailAddress: v.pipe(text(), v.email()),
  workExperience: v.picklist(WORK_EXPERIENCES),
  residenceOwnershipStatus: v.picklist(HOME_OWNERSHIPS),
});
export type SlikQuestionnaire = v.InferOutput<typeof SlikQuestionnaireSchema>;
export type SlikField = Exclude<keyof SlikQuestionnaire, 'customerId'>;
export const SLIK_FIELDS: readonly SlikField[] = [
  'fieldOfOccupation',
  'employerBusinessLine',
  'employer',
  'averageIncome',
  'workExperience',
  'latestEducation',
  'residenceOwnershipStatus',
  'motherMaidenName',
  'emailAddress',
];

/** GET /pls/user-questionnaires/v1: the values to prefill; NOT_PREFILLED ('dummy') where none is known. */
export type SlikPrefill = { customerId: string } & Record<SlikField, string>;

/** The answer to the post: success false carries the reason to show. */
export interface SlikPostResponse {
  success: boolean;
  error?: { message: string };
}

/** POST /sandbox/progressive-kyc/wallet-identity: what the wallet knows about the owner of `phone`. */
export const SandboxWalletIdentitySchema = v.object({
  phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
  walletPlus: v.optional(v.boolean(), true),
  name: v.optional(text(100)),
  /** YYYY-MM-DD */
  dateOfBirth: v.optional(calendarDateSchema),
  placeOfBirth: v.optional(text(100)),
  nik: v.optional(v.pipe(v.string(), v.regex(/^\d{16}$/))),
  address: v.optional(text()),
});
export type SandboxWalletIdentityRequest = v.InferOutput<typeof SandboxWalletIdentitySchema>;

export interface SandboxWalletIdentity {
  phone: string;
  walletPlus: boolean;
  name: string;
  dateOfBirth: string;
  placeOfBirth: string;
  nik: string;
  address: string;
}

/** POST /sandbox/slik/bureau-record: the credit bureau's values for `phone`; rejectWith makes the next posts fail with that message. */
export const SandboxBureauRecordSchema = v.object({
  phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
  values: v.optional(v.record(v.picklist(SLIK_FIELDS as SlikField[]), v.pipe(v.string(), v.maxLength(SLIK_TEXT_MAX_LENGTH))), {}),
  rejectWith: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});
export type SandboxBureauRecordRequest = v.InferOutput<typeof SandboxBureauRecordSchema>;
