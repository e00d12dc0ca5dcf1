-- Limits and plans of the monthly pay-later (issue 10): the plans offered to an account (a named
-- sandbox scenario), the changes a user chooses (signed through the e-signature provider, then
-- applied at their time), and which signing request signs which change.

-- The plans offered to an account, by scenario name (server/paylater/plan-offers.ts). No row:
-- 'standard'. Seeding the user again opens a new account, which starts without a row.
create table paylater_plan_offers (
  account_id text primary key references lending_accounts (id) on delete cascade,
  scenario text not null check (scenario in ('standard', 'promo', 'none')),
  seeded_at timestamptz not null
);

-- A change to an account the user chose and must sign. kind PLAN: a new credit limit (the due-date
-- change and the migration of later issues are kinds of their own). Rows are never deleted: the
-- ended ones are the account's adjustments.
create table account_changes (
  id text primary key,
  account_id text not null references lending_accounts (id) on delete cascade,
  kind text not null check (kind in ('PLAN')),
  credit_limit integer not null check (credit_limit > 0),
  previous_limit integer not null check (previous_limit > 0),
  -- The fee discount the plan came with, kept as offered when it was chosen.
  discount_percentage integer check (discount_percentage between 1 and 100),
  discount_cycles integer check (discount_cycles > 0),
  state text not null check (state in ('AWAITING_SIGNATURE', 'SCHEDULED', 'APPLIED', 'CANCELLED', 'SYSTEM_CANCELLED', 'REPLACED')),
  timing text check (timing in ('INSTANT', 'NEXT_MONTH', 'AFTER_REPAYMENT')),
  selected_at timestamptz not null,
  signed_at timestamptz,
  effective_at timestamptz,
  ended_at timestamptz,
  reason text check (reason in ('LIMIT_BELOW_USAGE', 'ACCOUNT_CLOSING', 'PLAN_WITHDRAWN'))
);
-- One change to come per account and kind: choosing again replaces it first.
create unique index account_changes_open on account_changes (account_id, kind) where state in ('AWAITING_SIGNATURE', 'SCHEDULED');
create index account_changes_account on account_changes (account_id, selected_at desc);

-- A signing request for a change rather than for the product's activation contract.
alter table signing_requests add column change_id text references account_changes (id) on delete cascade;
create unique index signing_requests_change on signing_requests (change_id) where change_id is not null;
