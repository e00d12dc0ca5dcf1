/**
 * Sandbox stand-in for the wallet (GoPay Plus) identity records. A phone with no record set through
 * the sandbox has a deterministic default, so tests and people can answer the challenge right or wrong.
 */
import type { SandboxWalletIdentity, SandboxWalletIdentityRequest } from '@domain/contract/kyc/progressive';
import type { Db } from '@server/db/client';

export const DEFAULT_WALLET_IDENTITY = {
  walletPlus: true,
  name: 'Sari Wulandari',
  dateOfBirth: '1990-08-17',
  placeOfBirth: 'Bandung',
  address: 'Jl. Merdeka No. 10, Bandung',
} as const;

/** 16 digits: Bandung's region code and the phone's last 12 digits. */
function defaultNik(phoneE164: string): string {
  return `3273${phoneE164.replace(/\D/g, '').slice(-12).padStart(12, '0')}`;
}

interface IdentityRow {
  wallet_plus: boolean;
  full_name: string;
  date_of_birth: string;
  place_of_birth: string;
  nik: string;
  address: string;
}

export async function walletIdentity(db: Db, phoneE164: string): Promise<SandboxWalletIdentity> {
  const [row] = await db.query<IdentityRow>(
    `select wallet_plus, full_name, date_of_birth::text as date_of_birth, place_of_birth, nik, address
     from progressive_kyc_wallet_identities where phone_e164 = $1`,
    [phoneE164],
  );
  if (!row) return { phone: phoneE164, ...DEFAULT_WALLET_IDENTITY, nik: defaultNik(phoneE164) };
  return {
    phone: phoneE164,
    walletPlus: row.wallet_plus,
    name: row.full_name,
    dateOfBirth: row.date_of_birth,
    placeOfBirth: row.place_of_birth,
    nik: row.nik,
    address: row.address,
  };
}

/** Sets the record; fields left out keep their current (or default) value. */
export async function setWalletIdentity(db: Db, request: SandboxWalletIdentityRequest, now: Date): Promise<SandboxWalletIdentity> {
  const current = await walletIdentity(db, request.phone);
  const next: SandboxWalletIdentity = {
    phone: request.phone,
    walletPlus: request.walletPlus,
    name: request.name ?? current.name,
    dateOfBirth: request.dateOfBirth ?? current.dateOfBirth,
    placeOfBirth: request.placeOfBirth ?? current.placeOfBirth,
    nik: request.nik ?? current.nik,
    address: request.address ?? current.address,
  };
  await db.query(
    `insert into progressive_kyc_wallet_identities (phone_e164, wallet_plus, full_name, date_of_birth, place_of_birth, nik, address, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (phone_e164) do update set wallet_plus = $2, full_name = $3, date_of_birth = $4, place_of_birth = $5, nik = $6, address = $7, updated_at = $8`,
    [next.phone, next.walletPlus, next.name, next.dateOfBirth, next.placeOfBirth, next.nik, next.address, now.toISOString()],
  );
  return next;
}
