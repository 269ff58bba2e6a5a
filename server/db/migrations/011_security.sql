-- The mailbox a registration's e-mail reaches, as the mailer sends to it (src/rules/email.ts, mailboxOf): the domain in
-- punycode, the part before the @ lower-cased. 'x@bücher.de' and 'x@XN--BCHER-KVA.DE' are one mailbox, and so one
-- registration. The server writes it with the e-mail; the trigger fills it for a writer that changes the e-mail without
-- it, with migration 004's key, which is the mailbox for every address whose domain is ASCII (the rows kept before this
-- migration get that key too).
alter table registrations add column mailbox text;

create function registrations_mailbox() returns trigger language plpgsql as $$
begin
  if new.mailbox is null
     or (tg_op = 'UPDATE' and new.email is distinct from old.email and new.mailbox is not distinct from old.mailbox) then
    new.mailbox := normalize(lower(normalize(new.email, NFD)), NFC);
  end if;
  return new;
end
$$;

create trigger registrations_mailbox before insert or update on registrations
  for each row execute function registrations_mailbox();

update registrations set mailbox = null;
alter table registrations alter column mailbox set not null;
create unique index registrations_mailbox_key on registrations (mailbox);

-- The slower path of a staff account under attack (server/staff/staffAuth.ts): sign-ins for it are let through
-- one at a time, each at least a few seconds after the one before, from this instant on.
alter table staff_sign_in_failures add column next_attempt_at timestamptz;

-- Which client sent an error report (a hash of its address, never the address): when the cap is reached, the reports
-- deepest in their own sender's history go first, so one client at the rate limit cannot push other people's out.
alter table error_reports add column client_key text;
create index error_reports_client_key on error_reports (client_key, id);
