-- Personal data that leaves on time (server/retention/): once the retention period of schemas/event.json has passed
-- (or earlier for one registration, at the delegate's request), phone numbers, dietary preferences, the passport data
-- of visa requests and the bodies of the local mailbox are erased, and error reports deleted. Names and addresses
-- stay where the law needs them (invoices, credit notes, certificates).
--
-- Each registration is erased once: the erasure takes its row lock, finds `personal_data_erased_at` unset, erases and
-- records the history entry in one transaction; the unique index refuses a second entry whatever got past that check
-- (two processes, a restart in between), as migration 015's does for scheduled reminders.
alter table registrations add column personal_data_erased_at timestamptz;

create unique index registration_history_erased_once on registration_history (registration_id)
  where event = 'personal_data_erased';
