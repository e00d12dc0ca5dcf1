-- Single sign-on, the partner app's token login, magic links and their sandbox stand-ins.
-- Codes and tokens are stored as sha256 digests only; every instant comes from the sandbox clock.

-- How a user signed in through a partner app: customer or merchant, and the merchant's role.
create table sso_identities (
  provider text not null,
  user_id uuid not null references users (id) on delete cascade,
  user_type text not null check (user_type in ('customer', 'merchant')),
  merchant_role text check (merchant_role in ('owner', 'non-owner')),
  updated_at timestamptz not null,
  primary key (provider, user_id)
);

-- The states the platform has accepted with a code: a state is good for one login only.
create table sso_used_states (
  provider text not null,
  state_hash text not null,
  used_at timestamptz not null,
  primary key (provider, state_hash)
);

-- Sandbox stand-in for the partner apps' OAuth 2.0 authorisation servers: issued codes.
create table sandbox_oauth_codes (
  code_hash text primary key,
  provider text not null,
  client_id text not null,
  redirect_uri text not null,
  state text not null,
  code_challenge text not null,
  phone_e164 text not null,
  merchant_role text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  redeemed_at timestamptz
);

-- Sandbox stand-in for the business-loan partner app: codes it hands to /sso/gma, with the
-- outcome a person chose for them (eligible, corporate, foreigner, E14, E15).
create table sandbox_gma_codes (
  code_hash text primary key,
  phone_e164 text not null,
  outcome text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  redeemed_at timestamptz
);

-- Magic links: one code per link, single use, expiring.
create table magic_links (
  code_hash text primary key,
  phone_e164 text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  redeemed_at timestamptz
);

-- Sandbox stand-in for the mail provider: what would have been sent.
create table sandbox_mail (
  id uuid primary key,
  seq bigint generated always as identity,
  to_address text not null,
  subject text not null,
  body text not null,
  link text not null,
  sent_at timestamptz not null
);
create index sandbox_mail_to on sandbox_mail (to_address, seq);
