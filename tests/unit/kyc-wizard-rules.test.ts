import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { KYC_ERROR_CODES } from '@domain/contract/kyc';
import { buildAdditionalDetails, EMPTY_DETAILS, formFromDetails, invalidFields, PERSONAL_FIELDS } from '@domain/kyc/details';
import {
  DEFAULT_SECTOR_BY_OCCUPATION,
  EDUCATION_OPTIONS,
  MONTHLY_INCOMES,
  OCCUPATIONS,
  OCCUPATION_SECTORS,
  WORK_EXPERIENCES,
  defaultSectorFor,
} from '@domain/kyc/enumerations';
import { KYC_REJECTION_TYPES, creditRetryDate, normaliseRejectionType, rejectionScreenFor, reviewOutcome } from '@domain/kyc/rejection';
import { canConfirm, checkpointFor, entryPointFrom, kycPath, kycProductFrom, productWithStatus, userTypeFor } from '@domain/kyc/wizard';

const catalogue = async (language: string): Promise<Record<string, string>> =>
  JSON.parse(await readFile(`locales/${language}/kyc.json`, 'utf8')) as Record<string, string>;

describe('KYC enumerations', () => {
  it('has the 38 occupations, the 33 sectors with others last, and the other lists', () => {
    expect(OCCUPATIONS).toHaveLength(38);
    expect(OCCUPATIONS[0]).toBe('SLIK_OCCUPATION_001');
    expect(OCCUPATIONS[36]).toBe('SLIK_OCCUPATION_037');
    expect(OCCUPATIONS[37]).toBe('SLIK_OCCUPATION_099');
    expect(OCCUPATION_SECTORS).toHaveLength(33);
    expect(new Set(OCCUPATION_SECTORS).size).toBe(33);
    expect(OCCUPATION_SECTORS.at(-1)).toBe('SLIK_SECTOR_009000');
    for (const code of ['601000', '651000', '551100', '804000']) expect(OCCUPATION_SECTORS).toContain(`SLIK_SECTOR_${code}`);
    expect(EDUCATION_OPTIONS).toHaveLength(8);
    expect(WORK_EXPERIENCES).toEqual(['EXPERIENCE_0', 'EXPERIENCE_LT1', 'EXPERIENCE_GT1_LT2', 'EXPERIENCE_GT2_LT3', 'EXPERIENCE_LT3']);
    expect(MONTHLY_INCOMES).toEqual(['1499999', '5750000', '10000001']);
  });

  it('gives a default sector to exactly the nine occupations 009, 010, 014, 015, 017, 018, 019, 021 and 037', () => {
    expect(Object.keys(DEFAULT_SECTOR_BY_OCCUPATION).sort()).toEqual(
      ['009', '010', '014', '015', '017', '018', '019', '021', '037'].map((n) => `SLIK_OCCUPATION_${n}`),
    );
    for (const sector of Object.values(DEFAULT_SECTOR_BY_OCCUPATION)) expect(OCCUPATION_SECTORS).toContain(sector);
    expect(defaultSectorFor('SLIK_OCCUPATION_012')).toBeUndefined();
  });

  it('labels every option in both languages', async () => {
    const [en, id] = [await catalogue('en'), await catalogue('id')];
    const keys = Object.keys(en).filter((key) => key.startsWith('kyc.enum.'));
    expect(keys).toHaveLength(8 + 2 + 2 + 38 + 33 + 5 + 3);
    for (const key of keys) expect(id[key], key).toBeTruthy();
  });

  it('has a message for every KYC error code in both languages', async () => {
    const [en, id] = [await catalogue('en'), await catalogue('id')];
    for (const code of KYC_ERROR_CODES) {
      expect(en[`errors.${code}`], code).toBeTruthy();
      expect(id[`errors.${code}`], code).toBeTruthy();
    }
  });
});

describe('the additional details sent', () => {
  it('drops empty values and trims the two names', () => {
    const form = {
      ...EMPTY_DETAILS,
      emailAddress: 'a@b.co',
      motherMaidenName: '  Siti Aminah ',
      employerName: ' NA  ',
      homeOwnership: 'HOME_OWNER',
      latestEducation: '',
    };
    expect(buildAdditionalDetails(form)).toEqual({
      emailAddress: 'a@b.co',
      motherMaidenName: 'Siti Aminah',
      employerName: 'NA',
      homeOwnership: 'HOME_OWNER',
    });
  });

  it('reads back what the platform holds and reports what is missing or wrong', () => {
    const form = formFromDetails({ emailAddress: 'a@b.co', homeOwnership: 'HOME_OWNER' });
    expect(form.emailAddress).toBe('a@b.co');
    expect(form.latestEducation).toBe('');
    expect(invalidFields(form, PERSONAL_FIELDS)).toEqual(['motherMaidenName', 'latestEducation']);
    expect(invalidFields({ ...form, latestEducation: 'NOT_AN_OPTION', motherMaidenName: 'Siti' }, PERSONAL_FIELDS)).toEqual([
      'latestEducation',
    ]);
  });
});

describe('the wizard rules', () => {
  it('names the checkpoint of each step', () => {
    expect([1, 2, 3, 4, 5].map(checkpointFor)).toEqual([
      'upload_KTP_selfie',
      'add_personal_information',
      'add_employment_infromation',
      'application_verification',
      'application_verification',
    ]);
  });

  it('confirms only with both photos or progressive KYC, and email and home ownership', () => {
    const base = { ktpUploaded: true, selfieUploaded: true, progressive: false, emailAddress: 'a@b.co', homeOwnership: 'HOME_OWNER' };
    expect(canConfirm(base)).toBe(true);
    expect(canConfirm({ ...base, selfieUploaded: false })).toBe(false);
    expect(canConfirm({ ...base, ktpUploaded: false, selfieUploaded: false, progressive: true })).toBe(true);
    expect(canConfirm({ ...base, emailAddress: '' })).toBe(false);
    expect(canConfirm({ ...base, homeOwnership: '' })).toBe(false);
  });

  it('needs a product, knows the instalment product by either name, and takes the personal loan', () => {
    expect(kycProductFrom(null)).toBeNull();
    expect(kycProductFrom('gopaypinjam')).toBe('gopaypinjam');
    expect(productWithStatus('gopaypinjam')).toBeNull();
    expect(productWithStatus('cicilan')).toBe('cicilan');
    expect(kycProductFrom('gopaylater')).toBeNull();
    expect(kycProductFrom('paylater_cicilan')).toBe('cicilan');
    expect(kycProductFrom('gomodal')).toBe('gomodal');
    expect(kycPath(3, 'paylater', { entry_point: 'rejection' })).toBe('/kyc/step3?product=paylater&entry_point=rejection');
  });

  it('tells new from returning users and reads the entry point', () => {
    expect(userTypeFor({ hasSavedDetails: false, hasUploadedPhoto: false, kycStatus: 'NEW' })).toBe('new');
    expect(userTypeFor({ hasSavedDetails: true, hasUploadedPhoto: false, kycStatus: 'NEW' })).toBe('returning');
    expect(userTypeFor({ hasSavedDetails: false, hasUploadedPhoto: false, kycStatus: 'KYC_REJECTED' })).toBe('returning');
    expect(entryPointFrom('rejection')).toBe('rejection');
    expect(entryPointFrom('checkpoint')).toBe('checkpoint');
    expect(entryPointFrom(null)).toBe('terms');
  });
});

describe('review outcomes', () => {
  const input = {
    kycStatus: 'KYC_REJECTED',
    kycRejectionType: 'BLUR_ID',
    product: 'paylater' as const,
    productStatus: 'REJECTED',
    restPeriodEndDate: null,
  };

  it('shows a rejection screen by type, not for the instalment product or an unknown type', () => {
    expect(reviewOutcome(input)).toMatchObject({
      kind: 'kyc-rejection',
      screen: { type: 'BLUR_ID', image: 'photo', fixStep: 1, kind: 'fixable' },
    });
    expect(reviewOutcome({ ...input, product: 'cicilan' })).toEqual({ kind: 'kyc-rejected-plain' });
    expect(reviewOutcome({ ...input, kycRejectionType: 'SOMETHING_NEW' })).toEqual({ kind: 'kyc-rejected-plain' });
  });

  it('picks the image and the fix for every type', () => {
    const screens = Object.fromEntries(KYC_REJECTION_TYPES.map((type) => [type, rejectionScreenFor(type)]));
    expect(screens.DOCUMENT_UNREADABLE).toMatchObject({
      kind: 'outright',
      image: 'reupload',
      fixStep: null,
      titleId: 'kyc.rejection.outright.title',
    });
    expect(screens.CDE_REJECT).toMatchObject({ kind: 'outright', fixStep: null });
    expect(screens.BASIC_FIELDS_VALIDATION_FAILED).toMatchObject({ kind: 'outright', image: 'wrong-code' });
    expect(screens.USER_PROVIDED_DATA_MISMATCH).toMatchObject({ kind: 'fixable', image: 'wrong-code', fixStep: 2 });
    expect(screens.INVALID_ID).toMatchObject({ kind: 'fixable', image: 'wrong-code', fixStep: 1 });
    for (const type of ['PHOTO_MISMATCH', 'BLUR_SELFIE', 'DARK_ID', 'FLASH_SELFIE', 'CROPPED_DOCUMENT'] as const)
      expect(screens[type]).toMatchObject({ image: 'photo', fixStep: 1 });
    expect(normaliseRejectionType('UNREADABLE_DOCUMENT')).toBe('DOCUMENT_UNREADABLE');
    expect(normaliseRejectionType('DATA_MISMATCH')).toBe('USER_PROVIDED_DATA_MISMATCH');
  });

  it('has a title and description for every type in both languages', async () => {
    const [en, id] = [await catalogue('en'), await catalogue('id')];
    for (const type of KYC_REJECTION_TYPES) {
      const screen = rejectionScreenFor(type);
      for (const key of [screen.titleId, screen.descriptionId]) {
        expect(en[key], key).toBeTruthy();
        expect(id[key], key).toBeTruthy();
      }
    }
  });

  it('shows the credit-decision rejection for paylater and gomodal only', () => {
    const approved = { ...input, kycStatus: 'KYC_APPROVED', kycRejectionType: null, restPeriodEndDate: '2026-06-19' };
    expect(reviewOutcome(approved)).toEqual({ kind: 'credit-rejection', retryDate: '2026-06-19' });
    expect(reviewOutcome({ ...approved, product: 'gomodal' }).kind).toBe('credit-rejection');
    expect(reviewOutcome({ ...approved, product: 'cicilan' }).kind).toBe('approved');
    expect(reviewOutcome({ ...approved, productStatus: 'APPROVED' }).kind).toBe('approved');
    expect(reviewOutcome({ ...input, kycStatus: 'KYC_SUBMITTED' }).kind).toBe('in-review');
  });

  it('dates the retry 45 days on, or the 1st of next month when not allow-listed', () => {
    expect(creditRetryDate({ year: 2026, month: 5, day: 5 }, true)).toBe('2026-06-19');
    expect(creditRetryDate({ year: 2026, month: 5, day: 5 }, false)).toBe('2026-06-01');
    expect(creditRetryDate({ year: 2026, month: 12, day: 20 }, false)).toBe('2027-01-01');
  });
});
