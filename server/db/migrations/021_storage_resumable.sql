-- Issue 40: resumable uploads (tus 1.0) on the storage's signed upload addresses. A session is
-- created by a POST to an upload address (one session per address); its chunks are appended to a
-- file of the file store (FILES_DIR), and upload_offset is the acknowledged offset: written after
-- the bytes before it are on disk (fsynced), so it survives a crash of the server.
create table upload_sessions (
  -- SHA-256 (hex) of the session's token: the token is the session address's credential and is
  -- never stored.
  id text primary key,
  -- The signature of the upload address that created it: a second POST to the same address answers
  -- the same session (its answer may have been lost on the way).
  address_signature text not null unique,
  bucket text not null check (bucket in ('kyc', 'lender')),
  owner_id uuid not null references users (id) on delete cascade,
  slot text not null,
  content_type text not null,
  -- The declared size (Upload-Length) and, when declared, the whole file's SHA-256 (hex).
  length integer not null check (length > 0),
  sha256 text,
  upload_offset integer not null default 0 check (upload_offset >= 0 and upload_offset <= length),
  -- Every body byte the storage read for this session, refused or interrupted requests included
  -- (the sandbox shows it, so a test can prove no part was sent twice).
  received_bytes integer not null default 0,
  -- The file store's name for its bytes (the stored file's upload_id once completed).
  upload_id uuid not null,
  state text not null default 'open' check (state in ('open', 'completed', 'failed', 'expired')),
  -- Why a completed upload was refused (the content, the hash, a lock): its status and error code.
  failure_status integer,
  failure_code text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index upload_sessions_location on upload_sessions (bucket, owner_id, slot);
create index upload_sessions_open_expiry on upload_sessions (expires_at) where state = 'open';
