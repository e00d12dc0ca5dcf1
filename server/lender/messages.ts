/**
 * The lender calls' error messages in the caller's language (x-user-locale: ID or EN; Indonesian
 * otherwise, the app's fallback), because the app shows a failed submission's message as is
 * (document 3, section 8: "a message extracted from the error").
 */
import type { Context } from 'hono';
import { HEADER_USER_LOCALE } from '@domain/contract/http';
import type { LenderErrorCode } from '@domain/contract/lender';

type Language = 'id' | 'en';

const MESSAGES: Record<LenderErrorCode, Record<Language, string>> = {
  LENDER_DOCUMENTS_INCOMPLETE: {
    id: 'Unggah kesembilan dokumen terlebih dahulu sebelum mengirim pendaftaran.',
    en: 'Upload all nine documents before submitting the application.',
  },
  LENDER_APPLICATION_EXISTS: {
    id: 'Pendaftaran lender untuk akun ini sudah dikirim dan sedang ditinjau.',
    en: 'A lender application for this account has already been submitted and is being reviewed.',
  },
  LENDER_APPLICATION_NOT_FOUND: {
    id: 'Pendaftaran lender tidak ditemukan.',
    en: 'No lender application was found.',
  },
};

export function callerLanguage(c: Context): Language {
  return c.req.header(HEADER_USER_LOCALE)?.trim().toLowerCase() === 'en' ? 'en' : 'id';
}

export function lenderMessage(c: Context, code: LenderErrorCode): string {
  return MESSAGES[code][callerLanguage(c)];
}
