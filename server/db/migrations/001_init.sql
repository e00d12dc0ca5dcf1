-- Sign-in, users, products, sessions, analytics events and the sandbox stand-ins (SMS outbox, clock).
-- Every instant is written by the server from its (sandbox) clock, never by now(), so moving the
-- clock moves expiry, rate limits and what "newest" means consistently.

create table users (
  id uuid primary key,
  phone_e164 text not null unique,
  country_code text not null,
  -- The national part as the user typed it, without spaces ("812345678").
  phone_number text not null,
  cs_tracking_id text not null unique,
  language text not null default 'id' check (language in ('id', 'en')),
  kyc_status text not null default 'NEW',
  kyc_rejection_type text,
  segments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- One row per user and product; later flows (KYC, apply, activate) change these.
create table user_products (
  user_id uuid not null references users (id) on delete cascade,
  product text not null check (product in ('paylater', 'cicilan', 'gomodal')),
  product_id text,
  status text not null,
  eligibility text not null,
  whitelisted boolean not null,
  rest_period_end_date date,
  updated_at timestamptz not null,
  primary key (user_id, product)
);

-- A requested one-time code. Neither the code nor the otpToken is stored: only digests.
create table otp_requests (
  id uuid primary key,
  token_hash text not null unique,
  phone_e164 text not null,
  country_code text not null,
  phone_number text not null,
  -- sha256(otpToken:code): useless without the token, so the 10^6 codes cannot be tried offline.
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  wrong_tries integer not null default 0,
  superseded_at timestamptz,
  redeemed_at timestamptz
);
create index otp_requests_phone_created on otp_requests (phone_e164, created_at);

-- A bearer token, stored as its sha256.
create table sessions (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

-- Analytics events, once per client-chosen id; deliveries counts how often a client sent it.
create table analytics_events (
  id text primary key,
  seq bigint generated always as identity,
  name text not null,
  data jsonb not null,
  user_details jsonb not null,
  occurred_at timestamptz not null,
  user_id uuid references users (id) on delete set null,
  received_at timestamptz not null,
  last_received_at timestamptz not null,
  deliveries integer not null default 1
);
create index analytics_events_seq on analytics_events (seq);
create index analytics_events_name on analytics_events (name, seq);

-- Sandbox stand-in for the SMS provider: what would have been sent.
create table sandbox_sms (
  id uuid primary key,
  seq bigint generated always as identity,
  phone_e164 text not null,
  body text not null,
  code text not null,
  sent_at timestamptz not null
);
create index sandbox_sms_phone on sandbox_sms (phone_e164, seq);

-- Sandbox clock: how far the platform's time is set from the machine's (one row).
create table sandbox_clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null,
  updated_at timestamptz not null
);
