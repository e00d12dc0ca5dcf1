-- Progressive KYC (identity from the GoPay Plus wallet, confirmed by a date-of-birth challenge)
-- and the SLIK questionnaire. Instants come from the sandbox clock, never now().

-- Sandbox stand-in for the wallet's identity records, by phone number (may exist before the user).
create table progressive_kyc_wallet_identities (
  phone_e164 text primary key,
  wallet_plus boolean not null,
  full_name text not null,
  date_of_birth date not null,
  place_of_birth text not null,
  nik text not null,
  address text not null,
  updated_at timestamptz not null
);

-- One row per user once they consented; accepted_at is set when a challenge was answered right.
create table progressive_kyc_states (
  user_id uuid primary key references users (id) on delete cascade,
  consented_at timestamptz not null,
  accepted_at timestamptz
);

-- A date-of-birth challenge. The expected answer is not copied here: it is the wallet's record.
create table progressive_kyc_challenges (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  question_id text not null,
  created_at timestamptz not null,
  wrong_answers integer not null default 0,
  -- open, passed or exhausted
  status text not null check (status in ('open', 'passed', 'exhausted')),
  closed_at timestamptz
);
create index progressive_kyc_challenges_user_created on progressive_kyc_challenges (user_id, created_at);

-- Sandbox stand-in for the credit bureau (SLIK) record of a phone number: values to prefill.
create table slik_bureau_records (
  phone_e164 text primary key,
  -- { field: value }; a missing field or 'dummy' means not known
  prefill jsonb not null,
  -- when set, posts answer success false with this message (the bureau refuses the data)
  reject_with text,
  updated_at timestamptz not null
);

-- The questionnaire as the user last sent it.
create table slik_questionnaires (
  user_id uuid primary key references users (id) on delete cascade,
  answers jsonb not null,
  submitted_at timestamptz not null
);
