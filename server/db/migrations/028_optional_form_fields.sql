-- A field staff remove from schemas/form.schema.json leaves its column empty instead of refusing every registration:
-- the columns of the first contract's fields take '' when the form no longer sends them. The dinner's answer is one
-- of the event's extras (schemas/extras.json): an event without a dinner keeps '' there.
alter table registrations
  alter column title set default '',
  alter column family_name set default '',
  alter column given_name set default '',
  alter column region set default '',
  alter column organization_name set default '',
  alter column post_title set default '',
  alter column idd_code set default '',
  alter column phone_number set default '',
  alter column join_gala_dinner set default '',
  alter column dietary_preference set default '',
  alter column member_status set default '';

alter table registrations drop constraint if exists registrations_join_gala_dinner_check;
alter table registrations
  add constraint registrations_join_gala_dinner_check check (join_gala_dinner in ('Yes', 'No', ''));

-- Announcements sent to the dinner's guests say so in the extras' terms (core/rules/announcements.ts).
update announcements
set audience = (audience - 'dinnerGuests') || '{"extraGuests": ["dinner"]}'::jsonb
where audience ? 'dinnerGuests';
