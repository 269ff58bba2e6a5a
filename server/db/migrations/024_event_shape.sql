-- The event's shape is data: the fee periods are whatever schemas/fees.json lists, so the database no longer names
-- them (the registration keeps the id of the period it was made in, as before).
alter table registrations drop constraint if exists registrations_fee_period_check;
