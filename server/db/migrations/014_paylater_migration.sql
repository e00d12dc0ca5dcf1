-- The move of an OLD-version pay-later account to the new provider, and the SLIK blockers (issue 10).

-- One row per account once anything happened (no row: NOT_STARTED with the document's dates). The
-- window is the document's (4 Aug 2023 to 13 Sept 2023, 00:00 WIB) unless a sandbox scenario moved it
-- around the sandbox clock. Every move is an update guarded by the state it leaves.
create table paylater_migrations (
  account_id text primary key references lending_accounts (id) on delete cascade,
  state text not null check (state in ('NOT_STARTED', 'CONSENTED', 'RESERVED', 'COMPLETED', 'BLOCKED')),
  blocked_reason text check (blocked_reason in ('NEW_PROVIDER_DECLINED')),
  opens_at timestamptz not null,
  old_version_ends_at timestamptz not null,
  previous_limit integer check (previous_limit > 0),
  reserved_limit integer check (reserved_limit > 0),
  consented_at timestamptz,
  reserved_at timestamptz,
  completed_at timestamptz
);

-- The contract of a move (signed through the e-signature provider like a plan change's).
alter table signing_requests add column migration_account_id text references paylater_migrations (account_id) on delete cascade;
create unique index signing_requests_migration on signing_requests (migration_account_id) where migration_account_id is not null;

-- The user's SLIK answers flagged by the platform: unusable (has_invalid_slik) or to be sent again
-- (force_resubmission). Sending the questionnaire deletes the row.
create table slik_flags (
  user_id uuid primary key references users (id) on delete cascade,
  has_invalid_slik boolean not null default false,
  force_resubmission boolean not null default false,
  flagged_at timestamptz not null
);
