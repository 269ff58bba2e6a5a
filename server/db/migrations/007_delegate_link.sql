-- The delegate's personal link: its token is an HMAC of the registration's id and this version under a key derived from
-- the server secret (never stored). Staff revoke every link sent so far by bumping the version; a new one is e-mailed.
alter table registrations add column link_version integer not null default 1 check (link_version >= 1);

-- When the link was last e-mailed because the address was submitted again or asked for on "Find my registration":
-- at most once per 10 minutes per registration, decided under the row's lock.
alter table registrations add column link_sent_at timestamptz;

-- The e-mail that carries only the delegate's link (a repeat submission, "Find my registration").
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in ('bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice', 'delegate_link')
);
