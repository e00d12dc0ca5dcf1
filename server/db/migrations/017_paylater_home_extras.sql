-- The pay-later home's extras (issue 10): an extended period in force on an account, which gives the
-- home its extended_period badge. The sandbox seeds it by name (server/paylater/home-extras.ts); the
-- due-date change's extension is the platform's way to it. One row per account; seeding again
-- replaces it.
create table paylater_extended_periods (
  account_id text primary key references lending_accounts (id) on delete cascade,
  -- The last day (Jakarta) of the extended period.
  until_date date not null,
  seeded_at timestamptz not null
);
