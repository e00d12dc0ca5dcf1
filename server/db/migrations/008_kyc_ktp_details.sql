-- The ID card (KTP) details each user confirmed at /kyc/ktp-details (issue 4). One row per user;
-- a NIK belongs to one account only ("One ID is valid for one account"), enforced by the unique index.
-- The sandbox keeps the NIK in clear so the reviewer can compare it with the photo; the platform
-- encrypts it at rest. Reads answer it masked only.
create table kyc_ktp_details (
  user_id uuid primary key references users (id) on delete cascade,
  name_on_id text not null,
  place_of_birth text not null,
  date_of_birth date not null,
  nik text not null,
  confirmed_at timestamptz not null
);
create unique index kyc_ktp_details_nik on kyc_ktp_details (nik);
