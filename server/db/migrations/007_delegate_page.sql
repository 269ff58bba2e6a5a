-- The delegate's own page. A personal link is signed over the registration's id and link_version with the server
-- secret; staff revoke every link sent so far by bumping the version. link_mailed_at keeps the link e-mailed on a
-- repeat submission or a lost-link request to one message per ten minutes. pending_email is a new address waiting
-- for its owner to confirm it: until then every message still goes to the address registered.

alter table registrations add column link_version integer not null default 1 check (link_version >= 1);
alter table registrations add column link_mailed_at timestamptz;
alter table registrations add column pending_email text check (char_length(pending_email) <= 254);
