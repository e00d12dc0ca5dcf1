-- Home cards, contract signing, consents and the cash-loan token (issue 3).
-- Instants come from the platform's (sandbox) clock, never now().

-- The user's merchant account for the business-capital product (gomodal); no row: not a merchant.
create table gomodal_accounts (
  user_id uuid primary key references users (id) on delete cascade,
  account_status text not null,
  whitelist text not null check (whitelist in ('WHITELISTED', 'BLOCKED')),
  merchant_owner boolean not null,
  merchant_tier text check (merchant_tier in ('BNB', 'PUBLIC', 'PREMIUM')),
  updated_at timestamptz not null
);

-- Business-capital loan submissions.
create table gomodal_submissions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  status text not null,
  principal bigint not null check (principal > 0),
  tenure integer not null check (tenure between 1 and 24),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index gomodal_submissions_user on gomodal_submissions (user_id, created_at desc);

-- A contract sent to the e-signature provider; id is the provider's document id (in its URL).
create table signing_requests (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  product text not null check (product in ('paylater', 'cicilan')),
  created_at timestamptz not null,
  signed_at timestamptz
);
create index signing_requests_user on signing_requests (user_id, product, created_at);

-- Consents as posted (the object is stored as is), newest per type is the one in force.
create table user_consents (
  id uuid primary key,
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  type text not null,
  consent jsonb not null,
  given_at timestamptz not null
);
create index user_consents_user on user_consents (user_id, type, seq);

-- One-time codes for the cash-loan site, stored as sha256 only.
create table cash_loan_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  redeemed_at timestamptz
);
create index cash_loan_tokens_user on cash_loan_tokens (user_id, created_at);
