-- Idempotency keys (issue 42): a call that creates something (a code, a VA, an application, a
-- payment) sent again with the same Idempotency-Key is answered with the first answer instead of
-- creating twice (server/http/idempotency.ts). status is null while the first is being handled.
-- The key is stored as a digest and the answer sealed with the key itself (it may hold a code's
-- token or a bearer token): the table alone reads nothing.
create table idempotent_requests (
  caller text not null,
  key_hash text not null,
  fingerprint text not null,
  status int,
  content_type text,
  body text,
  created_at timestamptz not null,
  primary key (caller, key_hash)
);
create index idempotent_requests_created_at on idempotent_requests (created_at);
