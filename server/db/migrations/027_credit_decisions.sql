-- A credit of a statement that no registration's ledger counts waits for a manager's decision: assigned to a
-- registration (its payment booked on that ledger, once, under the source 'statement:<entry key>'), returned to the
-- payer on a day, or set aside with a note. The decision is taken once and kept with who took it and when.

alter table bank_credits
  add column decision text check (decision in ('assigned', 'returned', 'set_aside')),
  add column decision_registration_id integer references registrations (id),
  add column returned_on date,
  add column decision_note text,
  add column decided_by text,
  add column decided_at timestamptz,
  add constraint bank_credits_decision_complete check (
    decision is null
    or (decided_by is not null and decided_at is not null
      and (decision <> 'assigned' or decision_registration_id is not null)
      and (decision <> 'returned' or returned_on is not null)
      and (decision <> 'set_aside' or decision_note is not null))
  );

-- The list of credits to follow up reads the undecided ones.
create index bank_credits_undecided on bank_credits (imported_at) where decision is null;

-- A decision is final: a second one, or undoing it, is refused by the database itself, whoever asks.
create function bank_credits_decided_once() returns trigger language plpgsql as $$
begin
  if old.decision is not null then
    raise exception 'bank credit % was decided already', old.entry_key;
  end if;
  return new;
end
$$;

create trigger bank_credits_decided_once before update on bank_credits
  for each row execute function bank_credits_decided_once();
