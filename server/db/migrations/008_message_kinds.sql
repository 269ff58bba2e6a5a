-- The e-mails of the delegate's own page (their link, an e-mail change confirmation) and the attendance certificate.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in (
  'bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice',
  'delegate_link', 'email_change_confirmation', 'attendance_certificate'
));
