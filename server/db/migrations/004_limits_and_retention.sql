-- Rate-limit counters shared by every server process on one database: one fixed window per route and client address.
create table rate_limits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);

create index rate_limits_reset_at on rate_limits (reset_at);

-- One registration per e-mail after Unicode normalisation (NFC) and case folding, so 'José' typed with a combining
-- accent (NFD) and with a precomposed one (NFC) cannot both register. Lower-cased while decomposed, because under the
-- C locale lower() changes ASCII letters only: 'É' decomposed is 'E' and an accent. The address is stored as sent.
drop index registrations_email_key;
create unique index registrations_email_key on registrations ((normalize(lower(normalize(email, NFD)), NFC)));

-- Error reports are purged after their retention period, oldest first.
create index error_reports_created_at on error_reports (created_at);
