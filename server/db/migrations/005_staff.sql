-- Staff accounts for the /staff console, their sessions, and the failed sign-ins that slow down guessing.

create table staff_accounts (
  id integer generated always as identity primary key,
  email text not null check (char_length(email) <= 200),
  role text not null check (role in ('viewer', 'manager')),
  -- An argon2id PHC string; the password itself is never kept.
  password_hash text not null,
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);

-- One account per address, whatever its case.
create unique index staff_accounts_email_key on staff_accounts (lower(email));

-- Keyed by a SHA-256 of the cookie, never the cookie itself. expires_at moves with each request (idle expiry);
-- ends_at does not (the longest a session may live).
create table staff_sessions (
  id_hash text primary key,
  account_id integer not null references staff_accounts (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ends_at timestamptz not null
);

create index staff_sessions_expires_at on staff_sessions (expires_at);

-- Failed sign-ins per key: 'account:<lower-case e-mail>' (whether or not the account exists, so the answer never
-- tells) and 'address:<client address>'.
create table staff_sign_in_failures (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  locked_until timestamptz
);
