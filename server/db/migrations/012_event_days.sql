-- Check-in at the door. Every scan is kept (who, when, how); the check-in of a registration on a day is its first scan
-- to reach the server after the day's last undo, so two phones scanning one badge give one check-in and two scans.

create table checkin_scans (
  id integer generated always as identity primary key,
  -- Made by the phone for each scan: a scan sent again (a retry, the offline queue after a lost answer) is kept once.
  scan_id text not null unique check (char_length(scan_id) between 8 and 64),
  registration_id integer not null references registrations (id),
  day date not null,
  meeting text not null,
  -- When the phone scanned (offline scans arrive later); never after recorded_at.
  scanned_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  staff_email text not null,
  -- 'code' (typed or scanned) or 'name' (found by name search).
  method text not null check (method in ('code', 'name'))
);

create index checkin_scans_registration_day on checkin_scans (registration_id, day);

-- A manager's undo of a day's check-in: scans recorded before it no longer count.
create table checkin_undos (
  id integer generated always as identity primary key,
  registration_id integer not null references registrations (id),
  day date not null,
  undone_at timestamptz not null default now(),
  staff_email text not null
);

create index checkin_undos_registration_day on checkin_undos (registration_id, day);
