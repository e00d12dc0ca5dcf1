-- Due-date changes of the monthly pay-later (issue 10): the offers of an account (a named sandbox
-- scenario) and the changes a user chooses from them, kept with the plan changes in account_changes
-- (kind DUE_DATE), signed through the same signing requests and applied at their time.

-- The due-date offers of an account, by scenario name (server/paylater/due-date-offers.ts). No row:
-- 'standard'. Seeding the user again opens a new account, which starts without a row.
create table paylater_due_date_offers (
  account_id text primary key references lending_accounts (id) on delete cascade,
  scenario text not null check (scenario in ('standard', 'limit', 'lender', 'slik', 'none')),
  seeded_at timestamptz not null
);

alter table account_changes drop constraint account_changes_kind_check;
alter table account_changes add constraint account_changes_kind_check check (kind in ('PLAN', 'DUE_DATE'));

-- DUE_DATE rows: the offer chosen, its type and timing, the due day before and after, the lender.
-- credit_limit / previous_limit stay the limit after and before (equal when the limit stays).
alter table account_changes add column offer_id text;
alter table account_changes add column change_type text
  check (change_type in ('due_date', 'due_date_and_limit_change', 'limit_increase', 'limit_decrease', 'lender_change'));
alter table account_changes add column effective text check (effective in ('immediate', 'next_month'));
alter table account_changes add column due_day integer check (due_day between 1 and 28);
alter table account_changes add column previous_due_day integer check (previous_due_day between 1 and 28);
alter table account_changes add column lender text;
alter table account_changes add constraint account_changes_due_date_shape
  check (kind <> 'DUE_DATE' or (offer_id is not null and change_type is not null and effective is not null and previous_due_day is not null));
-- An offer is applied once per account.
create unique index account_changes_offer_applied on account_changes (account_id, offer_id) where state = 'APPLIED' and offer_id is not null;
