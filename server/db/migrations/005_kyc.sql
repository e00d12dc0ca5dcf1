-- The KYC wizard's saved answers (one per user: identity is checked once, whatever the product)
-- and the reviewer's decisions. The user's KYC status and rejection type stay on users, the
-- per-product outcome on user_products.
create table kyc_submissions (
  user_id uuid primary key references users (id) on delete cascade,
  -- The product the user was applying for when they last saved.
  product text not null check (product in ('paylater', 'cicilan', 'gomodal')),
  segment text,
  -- Only answered fields, as the client sent them (validated against the shared contract).
  additional_details jsonb not null default '{}'::jsonb,
  -- 'PROGRESSIVE_GOPAY' when the last confirm used progressive KYC instead of the photos.
  kyc_type text,
  submitted_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- Every decision of the (sandbox) reviewer and credit engine, newest last.
create table kyc_reviews (
  id uuid primary key,
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  product text not null,
  decision text not null check (decision in ('APPROVE', 'REJECT', 'CREDIT_REJECT')),
  rejection_type text,
  reviewed_at timestamptz not null
);
create index kyc_reviews_user on kyc_reviews (user_id, seq);
