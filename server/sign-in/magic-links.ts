/** Magic links: a single-use, expiring code in a link "mailed" to the account (sandbox mailbox). */
import { randomUUID } from 'node:crypto';
import type { SandboxMail } from '@domain/contract/sign-in-sso';
import { type Db, toDate } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

export const MAGIC_LINK_LIFETIME_MS = 15 * 60_000;
export const MAGIC_LINK_PATH = '/sso/magic-link';

export type MagicLinkOutcome =
  | { kind: 'valid'; phoneE164: string }
  | { kind: 'invalid'; cause: 'unknown code' | 'link used' | 'link expired' };

/** Creates a link for the account of this number and mails it (to the sandbox mailbox). */
export async function mailMagicLink(db: Db, phoneE164: string, appOrigin: string, now: Date): Promise<SandboxMail> {
  const code = randomToken(24);
  const link = `${appOrigin}${MAGIC_LINK_PATH}?code=${encodeURIComponent(code)}`;
  const mail: SandboxMail = {
    id: randomUUID(),
    to: phoneE164,
    subject: 'Masuk ke PayLater / Sign in to PayLater',
    body: `Ketuk tautan ini untuk masuk (berlaku 15 menit, sekali pakai). Tap this link to sign in (valid 15 minutes, once): ${link}`,
    link,
    sentAt: now.toISOString(),
  };
  await db.transaction(async (tx) => {
    await tx.query(`insert into magic_links (code_hash, phone_e164, created_at, expires_at) values ($1, $2, $3, $4)`, [
      sha256Hex(code),
      phoneE164,
      now.toISOString(),
      new Date(now.getTime() + MAGIC_LINK_LIFETIME_MS).toISOString(),
    ]);
    await tx.query(`insert into sandbox_mail (id, to_address, subject, body, link, sent_at) values ($1, $2, $3, $4, $5, $6)`, [
      mail.id,
      mail.to,
      mail.subject,
      mail.body,
      mail.link,
      mail.sentAt,
    ]);
  });
  return mail;
}

/** Uses the link up (row lock: two taps at once cannot both sign in). */
export async function redeemMagicLink(tx: Db, code: string, now: Date): Promise<MagicLinkOutcome> {
  const [row] = await tx.query<{ phone_e164: string; expired: boolean; redeemed: boolean }>(
    `select phone_e164, expires_at <= $2 as expired, redeemed_at is not null as redeemed from magic_links where code_hash = $1 for update`,
    [sha256Hex(code), now.toISOString()],
  );
  if (!row) return { kind: 'invalid', cause: 'unknown code' };
  if (row.redeemed) return { kind: 'invalid', cause: 'link used' };
  if (row.expired) return { kind: 'invalid', cause: 'link expired' };
  await tx.query('update magic_links set redeemed_at = $2 where code_hash = $1', [sha256Hex(code), now.toISOString()]);
  return { kind: 'valid', phoneE164: row.phone_e164 };
}

export async function listMail(db: Db, to: string, limit = 50): Promise<SandboxMail[]> {
  const rows = await db.query<{ id: string; to_address: string; subject: string; body: string; link: string; sent_at: Date | string }>(
    `select id, to_address, subject, body, link, sent_at from sandbox_mail where to_address = $1 order by seq desc limit $2`,
    [to, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    link: row.link,
    sentAt: toDate(row.sent_at).toISOString(),
  }));
}
