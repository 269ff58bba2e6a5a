-- The delegate's page sends two more messages through the outbox, exactly once like the others: the link to the page
-- (on a repeat submission or a lost-link request) and the confirmation link of a new e-mail address, which goes to
-- that new address (the outbox's recipient), not to the one registered.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in (
  'bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice', 'delegate_link',
  'email_change_confirmation'
));
