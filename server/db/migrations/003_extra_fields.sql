-- Fields staff add to schemas/form.schema.json beyond the 14 of the registration contract, by payload key: they travel
-- and are kept with no change to the code or the tables.
alter table registrations add column extra_fields jsonb not null default '{}'::jsonb;
