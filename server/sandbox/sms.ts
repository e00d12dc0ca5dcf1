import { randomUUID } from 'node:crypto';
import type { SandboxSms } from '@domain/contract/sandbox';
import { type Db, toDate } from '../db/client';

/**
 * A full international number: "+" then digits, no leading zero. Up to 17 digits rather than
 * E.164's 15, because the sign-in rule allows a 4-digit country code with 13 digits.
 */
export const E164_PATTERN = /^\+[1-9]\d{6,16}$/;

export function isE164(phone: string): boolean {
  return E164_PATTERN.test(phone);
}

/** The text a real SMS provider would deliver (Indonesian: the number's language is unknown before sign-in). */
export function otpSmsBody(code: string): string {
  return `Kode OTP Anda: ${code}. Jangan berikan kode ini kepada siapa pun.`;
}

/** Stand-in for the SMS provider: the message is kept in the sandbox outbox instead of being sent. */
export async function sendOtpSms(db: Db, phone: string, code: string, sentAt: Date): Promise<void> {
  await db.query(`insert into sandbox_sms (id, phone_e164, body, code, sent_at) values ($1, $2, $3, $4, $5)`, [
    randomUUID(),
    phone,
    otpSmsBody(code),
    code,
    sentAt.toISOString(),
  ]);
}

interface SmsRow {
  id: string;
  phone_e164: string;
  body: string;
  code: string;
  sent_at: Date | string;
}

/** The messages "sent" to one number, newest first. */
export async function listSms(db: Db, phone: string, limit = 50): Promise<SandboxSms[]> {
  const rows = await db.query<SmsRow>(
    `select id, phone_e164, body, code, sent_at from sandbox_sms where phone_e164 = $1 order by seq desc limit $2`,
    [phone, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone_e164,
    body: row.body,
    code: row.code,
    sentAt: toDate(row.sent_at).toISOString(),
  }));
}
