-- A cancelled registration no longer holds its address: the delegate may register again with it. The e-mail and
-- mailbox keys of migrations 004 and 011 cover only registrations that are not cancelled (a cancellation is final, so
-- a row never comes back under them).
drop index registrations_email_key;
create unique index registrations_email_key on registrations ((normalize(lower(normalize(email, NFD)), NFC)))
  where state <> 'cancelled';

drop index registrations_mailbox_key;
create unique index registrations_mailbox_key on registrations (mailbox) where state <> 'cancelled';
