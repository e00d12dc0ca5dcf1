-- Issue 34: the platform at its edges.

-- A bank numbers its own notices: two banks (or one bank's two VAs) may send the same id. A notice is
-- known by (bank, notice id); the VA and the amount it was for are kept so that a reused id naming
-- another VA or amount is refused (409 BANK_NOTICE_CONFLICT) instead of answered with another's answer.
alter table bank_notices add column bank_name text;
update bank_notices n set bank_name = va.bank_name from virtual_accounts va where va.id = n.virtual_account_id;
alter table bank_notices alter column bank_name set not null;
alter table bank_notices drop constraint bank_notices_pkey;
alter table bank_notices add primary key (bank_name, notice_id);

-- The order VAs were opened in. Several VAs of one account opened in the same millisecond (a double
-- tap, parallel requests) share created_at, and "the newest" must be the one that cancelled the others.
create sequence virtual_accounts_seq;
alter table virtual_accounts add column seq bigint;
update virtual_accounts set seq = ordered.n
  from (select id, row_number() over (order by created_at, id) as n from virtual_accounts) ordered
  where ordered.id = virtual_accounts.id;
select setval('virtual_accounts_seq', coalesce((select max(seq) from virtual_accounts), 0) + 1, false);
alter table virtual_accounts alter column seq set default nextval('virtual_accounts_seq');
alter table virtual_accounts alter column seq set not null;
alter sequence virtual_accounts_seq owned by virtual_accounts.seq;
create index virtual_accounts_number_seq on virtual_accounts (va_number, seq desc);
create index virtual_accounts_scope_seq on virtual_accounts (scope_id, seq desc);
drop index virtual_accounts_number;
drop index virtual_accounts_scope;

-- Sign-in codes: the device a code was asked from (a keyed hash of the id the app keeps on the
-- device), and whether that device had signed in on the number before. A known device is not counted
-- against the number's cap, so strangers' requests cannot lock its owner out (server/CONTRACT.md).
alter table otp_requests add column device_key text not null default '';
alter table otp_requests add column known_device boolean not null default false;
create table sign_in_devices (
  phone_e164 text not null,
  device_key text not null,
  first_signed_in_at timestamptz not null,
  last_signed_in_at timestamptz not null,
  primary key (phone_e164, device_key)
);
