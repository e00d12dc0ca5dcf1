/// <reference path="../../src/vite-env.d.ts" />
/**
 * Every refusal the platform can send on each page with a form or an action (issue 37, item 3),
 * said from the catalogue in Indonesian and in English, never in the platform's own English.
 * A table: page -> how the page words a failed call (its presenter, the one the page calls) -> the
 * codes the platform answers there (the contract's lists in src/domain/contract, written from each
 * area's server/<area>/CONTRACT.md, plus the codes any call may answer). Each code is rendered in
 * both languages with the real catalogues.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNavigationAndNotices } from './helpers/app-notices';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { APPLY_ERROR_CODES } from '@domain/contract/apply';
import { CICILAN_ERROR_CODES } from '@domain/contract/cicilan';
import { PLATFORM_ERROR_CODES } from '@domain/contract/envelope';
import { GOMODAL_ERROR_CODES } from '@domain/contract/gomodal';
import { PRODUCTS_ERROR_CODES } from '@domain/contract/home';
import { KYC_ERROR_CODES } from '@domain/contract/kyc';
import { PROGRESSIVE_KYC_ERROR_CODES } from '@domain/contract/kyc/progressive';
import { LENDER_ERROR_CODES } from '@domain/contract/lender';
import { DUE_DATE_ERROR_CODES } from '@domain/contract/paylater-duedate';
import { MIGRATION_ERROR_CODES } from '@domain/contract/paylater-migration';
import { REPAYMENT_ERROR_CODES } from '@domain/contract/lending-catchup';
import { AUTH_ERROR_CODES } from '@domain/contract/sign-in';
import { STORAGE_ERROR_CODES } from '@domain/contract/storage';
import { makeApiError, type ApiErrorData } from '@domain/errors';
import { KYC_PHOTO_ERROR_CODES } from '@domain/kyc/photos/rules';
import type { Language } from '@domain/languages';
import type { UiText } from '@state/ui';

/** The catalogue in use, as the app's hasMessage reads it (src/i18n/catalogue.ts). */
const inUse = vi.hoisted(() => ({ messages: {} as Record<string, string> }));
vi.mock('@i18n/catalogue', () => ({ hasMessage: (id: string) => Object.hasOwn(inUse.messages, id) }));
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => ({}) }));
const { showFlash, openGenericErrorDialog } = mockNavigationAndNotices();

const { errorTextOf, formRefusalOf } = await import('@state/errors');
const { gomodalRefusalOf } = await import('../../src/features/gomodal/state');
const { signingRefusalOf } = await import('../../src/features/home/signing/signing-refusal');
const { photoRefusalOf } = await import('../../src/features/kyc/photos/upload-error');
const { documentFailureMessageId } = await import('../../src/features/lender/documents/failure-reason');
const { repaymentRefusalOf } = await import('../../src/features/repayment/refusal');

const catalogues: Record<Language, Record<string, string>> = {
  en: (await readCatalogue('en')).messages,
  id: (await readCatalogue('id')).messages,
};

/** The platform's own words, which must never reach the screen. */
const PLATFORM_WORDS = 'The platform says this in English for developers';

/** The status each code comes with (server/CONTRACT.md); a per-area refusal is a 409 or a 400. */
const STATUS: Record<string, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
};

function refusal(code: string): ApiErrorData {
  return makeApiError(STATUS[code] ?? 409, [{ code, message: PLATFORM_WORDS, errorKey: code, cause: '' }]);
}

type Presenter = (error: ApiErrorData) => UiText | null;
const byId =
  (messageId: (error: ApiErrorData) => string | null): Presenter =>
  (error) => {
    const id = messageId(error);
    return id ? { id } : null;
  };

/** The session's codes: the worker ends the session and the app goes to sign-in, no words on the page. */
const DEALT_WITH_OTHERWISE = new Set(['UNAUTHORIZED', 'FORBIDDEN']);

interface PageRefusals {
  page: string;
  presenter: Presenter;
  codes: readonly string[];
  /** Codes this page answers without words (a page of their own, the generic dialog). */
  elsewhere?: readonly string[];
}

const PAYLATER = { flow: 'default', product: 'paylater' } as const;
const CICILAN = { flow: 'default', product: 'cicilan' } as const;
const LENDER = { flow: 'default', product: 'lender' } as const;
const LOGIN = { flow: 'login', product: 'paylater' } as const;

const PAGES: PageRefusals[] = [
  { page: '/ (phone and code)', presenter: (error) => formRefusalOf(error, LOGIN), codes: [...AUTH_ERROR_CODES, 'TOO_MANY_REQUESTS'] },
  { page: '/kyc (wizard steps 1-3, KTP details)', presenter: (error) => formRefusalOf(error, PAYLATER), codes: KYC_ERROR_CODES },
  {
    page: '/kyc step 1 (photos)',
    presenter: (error) => photoRefusalOf(error, 'paylater'),
    codes: [...KYC_PHOTO_ERROR_CODES, 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'UPLOAD_ADDRESS_EXPIRED', 'UPLOAD_ADDRESS_INVALID'],
  },
  { page: '/kyc/progressive and SLIK', presenter: (error) => formRefusalOf(error, PAYLATER), codes: PROGRESSIVE_KYC_ERROR_CODES },
  { page: '/paylater/apply, /cicilan/apply', presenter: (error) => formRefusalOf(error, PAYLATER), codes: APPLY_ERROR_CODES },
  { page: '/paylater due date', presenter: (error) => errorTextOf(error, PAYLATER), codes: Object.values(DUE_DATE_ERROR_CODES) },
  { page: '/paylater migration', presenter: (error) => errorTextOf(error, PAYLATER), codes: Object.values(MIGRATION_ERROR_CODES) },
  { page: '/cicilan checkout', presenter: (error) => errorTextOf(error, CICILAN), codes: CICILAN_ERROR_CODES },
  { page: '/privy/intro, /signed', presenter: (error) => signingRefusalOf(error, 'paylater'), codes: PRODUCTS_ERROR_CODES.slice(0, 1) },
  { page: '/lender/review', presenter: (error) => errorTextOf(error, LENDER), codes: LENDER_ERROR_CODES },
  {
    page: '/lender/step4 (a document tile)',
    presenter: byId(documentFailureMessageId),
    codes: STORAGE_ERROR_CODES.filter((code) => code !== 'FILE_LOCKED' && code !== 'UPLOAD_ADDRESS_USED'),
  },
  {
    page: '/repayment (the VA form)',
    presenter: (error) => repaymentRefusalOf(error, 'paylater'),
    // The codes the bank is answered with (a VA's payment) never reach the app.
    codes: REPAYMENT_ERROR_CODES.filter((code) => !['VA_AMOUNT_MISMATCH', 'VA_NOT_FOUND', 'BANK_NOTICE_CONFLICT'].includes(code)),
  },
  {
    page: '/gomodal (application, VA, call-back, notify)',
    presenter: (error) => gomodalRefusalOf(error, '/gomodal/terms'),
    codes: GOMODAL_ERROR_CODES,
    elsewhere: ['INTERNAL_ERROR'],
  },
];

function said(text: UiText | null, language: Language): string | null {
  if (!text) return null;
  if ('text' in text) return text.text;
  return catalogues[language][text.id] ?? null;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe.each(['id', 'en'] as const)('every refusal a page can meet is said from the %s catalogue', (language) => {
  beforeEach(() => {
    inUse.messages = catalogues[language];
  });

  for (const { page, presenter, codes, elsewhere = [] } of PAGES) {
    const all = [...new Set([...codes, ...PLATFORM_ERROR_CODES])];
    it.each(all)(`${page}: %s`, (code) => {
      const text = presenter(refusal(code));
      if (elsewhere.includes(code)) {
        // Nothing to say on the page: the generic dialog opens.
        expect(text).toBeNull();
        expect(openGenericErrorDialog).toHaveBeenCalled();
        return;
      }
      // The session's end is the worker's (back to sign-in); a page that still words it (an upload's
      // tile) must do so from the catalogue.
      if (DEALT_WITH_OTHERWISE.has(code) && text === null) return;
      expect(text, 'a catalogue message, not the platform text').not.toHaveProperty('text');
      const words = said(text, language);
      expect(words, `${code} has words in ${language}`).toBeTruthy();
      expect(words).not.toContain(PLATFORM_WORDS);
      // Not the product's "unavailable" fallback: each refusal is said for what it is.
      expect(text && 'id' in text ? text.id : '').not.toMatch(/^common\.\w+Unavailable$/);
      // Indonesian is Indonesian: not the English sentence left untranslated.
      if (language === 'id') expect(words).not.toBe(said(text, 'en'));
      expect(showFlash).not.toHaveBeenCalled();
    });
  }
});
