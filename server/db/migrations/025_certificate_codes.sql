-- Certificates carry a random code beside their number (core/rules/certificates.ts): the verification address is
-- <number>-<code>, so counting numbers finds no one. Certificates issued before get a code of their own here, and the
-- address their e-mail keeps (which the delegate's page and its PDF print) gains it, so they keep verifying.
alter table certificates add column verification_code text;

-- gen_random_uuid() draws from the strong random source; its first 12 hex digits are all random (the version digit
-- comes after them).
update certificates set verification_code = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));

alter table certificates alter column verification_code set not null;

-- The addresses kept ended with the bare number (`.../certificates/PICS2025-C-0007`).
update outbox o set details = jsonb_set(o.details, '{verificationUrl}',
    to_jsonb((o.details->>'verificationUrl') || '-' || c.verification_code))
  from certificates c
  where o.id = c.outbox_id and o.details->>'verificationUrl' like '%/' || c.number;
