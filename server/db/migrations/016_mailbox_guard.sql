-- Migration 011's trigger filled `mailbox` for a writer that changed the e-mail without it, with the lower-cased
-- address. That is the mailbox only when the address is ASCII: the mailer sends an internationalised domain in punycode
-- (src/rules/email.ts, mailboxOf), which SQL cannot compute, and lower() of other letters depends on the database's
-- locale. So the trigger now fills it only for an ASCII address, and refuses to store a non-ASCII address without a
-- mailbox written beside it, or with a mailbox whose domain is not the ASCII form a mailer uses.
create or replace function registrations_mailbox() returns trigger language plpgsql as $$
declare
  writes_email boolean := tg_op = 'INSERT' or new.email is distinct from old.email;
  writes_mailbox boolean := new.mailbox is not null
    and (tg_op = 'INSERT' or new.mailbox is distinct from old.mailbox);
begin
  if not writes_email and not writes_mailbox then
    return new;
  end if;
  -- An ASCII address: its mailbox is the address in lower case, whatever the writer sent.
  if new.email !~ '[^\x01-\x7f]' then
    new.mailbox := lower(new.email);
    return new;
  end if;
  if not writes_mailbox then
    raise exception 'registrations.mailbox must be written with the non-ASCII e-mail address %', new.email
      using errcode = 'check_violation';
  end if;
  if new.mailbox !~ '^[^@]+@[a-z0-9.-]+$' then
    raise exception 'registrations.mailbox % is not the mailbox a mailer sends to (its domain must be ASCII)',
      new.mailbox using errcode = 'check_violation';
  end if;
  return new;
end
$$;
