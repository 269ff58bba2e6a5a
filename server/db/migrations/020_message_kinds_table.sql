-- The kinds of e-mail the outbox may hold, as rows rather than a check rewritten by each feature: a feature that adds
-- a kind inserts its name here in its own migration (server/mail/messageKinds.ts registers its definition).
create table message_kinds (
  kind text primary key
);

insert into message_kinds (kind) values
  ('bank_acknowledgement'), ('online_confirmation'), ('bank_confirmation'), ('cancellation_notice'),
  ('delegate_link'), ('email_change_confirmation'), ('attendance_certificate'),
  ('payment_reminder'), ('checkout_reminder');

-- A database that applied 021 (visa letters) or 022 (announcements) before this file may hold such messages already;
-- on a new one those run after this and insert the same rows again, without effect.
insert into message_kinds (kind) values ('visa_letter'), ('announcement');

alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_known foreign key (kind) references message_kinds (kind);
