-- Lender applications (document 3): a legal entity (type PT) with its director, authorised
-- representative and bank account, as validated against the shared contract. One application per
-- user: the representative's account is the one that gets lender portal access.
create table lender_applications (
  id uuid primary key,
  user_id uuid not null unique references users (id) on delete cascade,
  status text not null default 'IN_REVIEW' check (status in ('IN_REVIEW', 'APPROVED', 'REJECTED')),
  legal_entity_name text not null,
  registration_code text not null,
  -- The four parts of the post as received (after validation), so nothing the user typed is lost.
  legal_entity_information jsonb not null,
  director jsonb not null,
  authorized_representative jsonb not null,
  bank_account_details jsonb not null,
  -- The nine documents (type and id) stored when the application was submitted.
  documents jsonb not null,
  submitted_at timestamptz not null,
  updated_at timestamptz not null
);
create index lender_applications_submitted on lender_applications (submitted_at);
