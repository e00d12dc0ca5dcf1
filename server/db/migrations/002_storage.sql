-- The platform's object storage as the sandbox keeps it: one file per (bucket, owner, slot); a new
-- upload to the same slot replaces the bytes and counts the upload.
create table stored_files (
  bucket text not null check (bucket in ('kyc', 'lender')),
  owner_id uuid not null references users (id) on delete cascade,
  slot text not null,
  content_type text not null,
  size integer not null,
  sha256 text not null,
  bytes bytea not null,
  uploaded_at timestamptz not null,
  -- How many uploads reached this slot (a replaced file counts too).
  upload_count integer not null default 1,
  primary key (bucket, owner_id, slot)
);

-- The key signed addresses are made with, kept so addresses survive a restart of the server.
create table storage_signing_key (
  id boolean primary key default true check (id),
  secret text not null
);
