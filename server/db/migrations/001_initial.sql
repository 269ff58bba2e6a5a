-- Registrations, their online payments, the front end's error reports, and the CSRF sessions.

create table registrations (
  id integer generated always as identity primary key,
  title text not null,
  family_name text not null,
  given_name text not null,
  region text not null,
  organization_name text not null,
  post_title text not null,
  email text not null,
  idd_code text not null,
  phone_number text not null,
  fee_category text not null,
  fee_amount integer not null check (fee_amount >= 0),
  currency text not null,
  fee_period text not null check (fee_period in ('earlyBird', 'standard')),
  join_gala_dinner text not null check (join_gala_dinner in ('Yes', 'No')),
  dietary_preference text not null,
  member_status text not null,
  payment_method text not null check (payment_method in ('online', 'bank')),
  created_at timestamptz not null default now(),
  check (
    char_length(title) <= 200 and char_length(family_name) <= 200 and char_length(given_name) <= 200
    and char_length(region) <= 200 and char_length(organization_name) <= 200
    and char_length(post_title) <= 200 and char_length(email) <= 200 and char_length(idd_code) <= 200
    and char_length(phone_number) <= 200 and char_length(fee_category) <= 200
    and char_length(dietary_preference) <= 200 and char_length(member_status) <= 200
  )
);

-- One registration per e-mail address, whatever its case: concurrent inserts cannot both win.
create unique index registrations_email_key on registrations (lower(email));

create table payments (
  id integer generated always as identity primary key,
  registration_id integer not null unique references registrations (id) on delete cascade,
  provider text not null,
  session_id text not null unique,
  -- The token the local test checkout puts in its forms; null for a hosted provider.
  page_token text,
  amount integer not null check (amount >= 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);

create table error_reports (
  id integer generated always as identity primary key,
  error text not null,
  url text not null,
  project_year integer not null,
  project_name text not null,
  user_agent text,
  created_at timestamptz not null default now()
);

-- Sessions hold the CSRF token; the key is a hash of the session cookie, never the cookie itself.
create table sessions (
  id_hash text primary key,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index sessions_expires_at on sessions (expires_at);
