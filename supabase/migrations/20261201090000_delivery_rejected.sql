-- A provider that refuses a message itself (its 400 or 422: an address it will not mail, an
-- attachment it will not carry) refuses it again on every retry: such a row is 'rejected', with the
-- reason in last_error, and no deliverer claims it again. Written to be run again harmlessly.
alter table public.form_submissions drop constraint if exists form_submissions_delivery_status_check;
alter table public.form_submissions add constraint form_submissions_delivery_status_check
  check (delivery_status in ('pending', 'sending', 'delivered', 'failed', 'rejected'));
