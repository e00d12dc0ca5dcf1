-- Issue 12: a platform that holds under abuse.

-- Secrets the server keys its hashes with (OTP codes, client addresses), one per purpose, made at
-- first use; a copy of another table alone is then useless to test codes or find addresses.
create table server_secrets (
  purpose text primary key,
  secret text not null
);

-- OTP codes are now HMAC-SHA256(server secret, otpToken:code); client_key is an HMAC of the
-- client's address, for the per-client limits (no address is stored in clear).
alter table otp_requests add column client_key text not null default '';
create index otp_requests_client_created on otp_requests (client_key, created_at);

-- Rolling-window limits that are not about codes (NIK checks, analytics events): one row per hit.
create table rate_limit_hits (
  scope text not null,
  key text not null,
  at timestamptz not null
);
create index rate_limit_hits_scope_key_at on rate_limit_hits (scope, key, at);

-- Sessions: when the token was last used (idle limit) and the files' recorded hashes.
alter table sessions add column last_used_at timestamptz;
-- Idleness is measured on the machine's time (not the sandbox clock): sessions open now count as used now.
update sessions set last_used_at = now();

-- A file's hash recorded when its application was submitted: no upload may replace it after.
create table locked_files (
  bucket text not null,
  owner_id uuid not null,
  slot text not null,
  sha256 text not null,
  locked_at timestamptz not null,
  primary key (bucket, owner_id, slot)
);

-- One upload per upload address: the signature of each address used.
create table used_upload_addresses (
  signature text primary key,
  used_at timestamptz not null
);

-- Uploads are streamed into chunks of a few hundred KiB as they arrive (no file is held whole in
-- memory); stored_files.upload_id names the chunks of the file in place. bytes stays for files
-- stored before.
create table stored_file_chunks (
  upload_id uuid not null,
  seq integer not null,
  bytes bytea not null,
  primary key (upload_id, seq)
);
alter table stored_files alter column bytes drop not null;
alter table stored_files add column upload_id uuid;
