-- The merchant loan (gomodal) engine (issue 11). The merchant account and the submissions stay the
-- tables the home card reads (004: gomodal_accounts, gomodal_submissions), so the home and the
-- loan pages answer from one source; this adds what the engine needs. Amounts are whole rupiah;
-- instants come from the platform's (sandbox) clock. Entries are only ever added: every balance,
-- dues figure and state of a loan is computed from the submission, its pauses and its entries.

-- The merchant's facts the apply check reads (document 3, sections 1 and 4) and what the merchant
-- app registered: the payout bank account and the business address.
alter table gomodal_accounts
  add column entity_type text not null default 'INDIVIDUAL' check (entity_type in ('INDIVIDUAL', 'CORPORATE')),
  add column owner_id_document text not null default 'KTP' check (owner_id_document in ('KTP', 'PASSPORT', 'BUSINESS_PERMIT')),
  add column flag_fraud boolean not null default false,
  add column flag_delinquent boolean not null default false,
  add column flag_verification_blocked boolean not null default false,
  add column flag_credit_policy boolean not null default false,
  add column bank_code text,
  add column bank_name text,
  add column account_number text,
  add column account_owner text,
  add column business_address text,
  -- "Tell me when I'm eligible": when the merchant asked (once).
  add column notify_requested_at timestamptz;

create table gomodal_outlets (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  address text not null,
  position integer not null
);
create index gomodal_outlets_user on gomodal_outlets (user_id, position);

-- A submission is the application and, once paid out, the loan.
alter table gomodal_submissions
  add column offer_type text check (offer_type in ('ONE_TIME', 'FLEXI')),
  add column purpose text,
  add column outlet_ids jsonb not null default '[]'::jsonb,
  -- The bank profile and outlets as the merchant confirmed them (the loan keeps them).
  add column confirmed jsonb,
  add column contract_sent_at timestamptz,
  add column contract_signed_at timestamptz,
  add column disbursed_at timestamptz,
  add column loan_id text,
  -- No loan of the merchant was paid out before this one: the first-loan cashback.
  add column first_loan boolean,
  add column completed_at timestamptz,
  add column written_off_at timestamptz,
  -- Seeded submissions never move by themselves (the automatic review leaves them alone).
  add column seeded boolean not null default false;

-- One application in progress per merchant: two posts at once cannot both pass.
create unique index gomodal_submissions_one_in_progress on gomodal_submissions (user_id)
  where status in ('PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT');

-- What happened to a loan, in order: each day's deduction run (DEDUCTION, also when it took
-- nothing), each day's late fee (LATE_FEE) and each settled VA payment (VA_REPAYMENT).
create table gomodal_entries (
  id uuid primary key,
  seq bigint generated always as identity,
  submission_id uuid not null references gomodal_submissions (id) on delete cascade,
  kind text not null check (kind in ('DEDUCTION', 'LATE_FEE', 'VA_REPAYMENT')),
  amount integer not null check (amount >= 0),
  -- DEDUCTION, LATE_FEE: the Jakarta day it is for.
  day date,
  posted_at timestamptz not null,
  -- DEDUCTION: {kind, scheduled, income, failed, due, outcome}; VA_REPAYMENT: {bankName, vaNumber}.
  details jsonb not null default '{}'::jsonb,
  -- VA_REPAYMENT: the virtual account.
  reference text,
  -- DAY:<day>, LATE_FEE:<day>, VA:<virtual account>: posted once, whichever request comes first.
  accrual_key text not null,
  unique (submission_id, accrual_key)
);
create index gomodal_entries_submission on gomodal_entries (submission_id, posted_at, seq);

create table gomodal_pauses (
  id uuid primary key,
  submission_id uuid not null references gomodal_submissions (id) on delete cascade,
  from_date date not null,
  resume_on date not null check (resume_on > from_date),
  created_at timestamptz not null
);
create index gomodal_pauses_submission on gomodal_pauses (submission_id);

-- The merchant's daily sales (the sandbox's stand-in): the newest setting covering a day wins.
create table gomodal_income (
  id uuid primary key,
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  amount integer not null check (amount >= 0),
  from_date date not null,
  until_date date,
  created_at timestamptz not null
);
create index gomodal_income_user on gomodal_income (user_id, seq);

create table gomodal_failed_days (
  user_id uuid not null references users (id) on delete cascade,
  day date not null,
  primary key (user_id, day)
);

create table gomodal_callbacks (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  reason text not null check (reason in ('LOAN_ERROR', 'CONTRACT_EXPIRED', 'INELIGIBLE', 'REPAYMENT', 'OTHER')),
  requested_at timestamptz not null,
  call_by date not null
);
create index gomodal_callbacks_user on gomodal_callbacks (user_id, requested_at desc);

create table gomodal_settings (
  id boolean primary key default true check (id),
  downtime boolean not null,
  recovery_percent integer not null check (recovery_percent between 1 and 100),
  auto_review boolean not null,
  updated_at timestamptz
);
insert into gomodal_settings (id, downtime, recovery_percent, auto_review) values (true, false, 70, true);

-- The catch-up's virtual accounts are the shared ones (server/ledger/virtual-accounts.ts): a
-- merchant loan's VA has scope GOMODAL_SUBMISSION and account_id = the submission id, which is not
-- a lending account, so account_id no longer references lending_accounts.
alter table virtual_accounts drop constraint virtual_accounts_account_id_fkey;
alter table virtual_accounts drop constraint virtual_accounts_scope_check;
alter table virtual_accounts add constraint virtual_accounts_scope_check
  check (scope in ('PAYLATER_ACCOUNT', 'CICILAN_ACCOUNT', 'CICILAN_ORDER', 'GOMODAL_SUBMISSION'));
