-- Credits of the bank statements staff imported, each kept once: the entry key is the bank's own reference of the
-- entry (or a digest of its line), so importing the same statement again, or by two managers at once, records
-- nothing twice. A credit confirmed as a registration's payment says so; the others stay for staff to look at.

create table bank_credits (
  entry_key text primary key,
  booked_on date not null,
  amount numeric(14, 2) not null,
  currency text not null,
  remittance_text text not null,
  bank_reference text not null,
  -- How matching judged it when it was imported (src/rules/bankMatching.ts).
  outcome text not null,
  registration_id integer references registrations (id),
  file_name text not null,
  imported_by text not null,
  imported_at timestamptz not null
);

create index bank_credits_registration on bank_credits (registration_id);
