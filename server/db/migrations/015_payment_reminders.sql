-- Payment reminders (server/reminders/): of a bank transfer still unpaid before its due date, and of an online
-- registration left unpaid. The scheduler's reminder goes out once per registration and kind: the unique index decides
-- between two server processes, or a restart, that find the same registration due at the same time. A reminder a
-- manager sends once more from the console is not 'scheduled' and so not limited by it.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in (
  'bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice',
  'delegate_link', 'email_change_confirmation', 'attendance_certificate',
  'payment_reminder', 'checkout_reminder'
));

create unique index outbox_scheduled_reminder_once on outbox (registration_id, kind)
  where kind in ('payment_reminder', 'checkout_reminder') and (details ->> 'scheduled') = 'true';

-- A reminder whose registration was paid or cancelled after it was queued is withdrawn at send time, never sent.
alter table outbox drop constraint outbox_status_check;
alter table outbox add constraint outbox_status_check check (status in ('pending', 'sent', 'failed', 'withdrawn'));
