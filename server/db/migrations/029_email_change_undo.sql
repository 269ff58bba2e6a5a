-- Undoing a confirmed e-mail change (issue 29): the address a confirmed change replaced is kept until the change is
-- undone, so its owner, told by the notice below, can take the registration back. The undo link names the link
-- version the change gave the registration: another change, an undo or a staff revocation moves the version on and
-- the link stops working, so previous_email needs no clearing of its own.
alter table registrations add column previous_email text check (char_length(previous_email) <= 254);

-- The notice to the replaced address, with its undo link (server/delegate/delegateMessages.ts).
insert into message_kinds (kind) values ('email_change_notice');
