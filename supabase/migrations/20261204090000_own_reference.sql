-- The referrer's own reference: a short case or bed number a discharge planner gives a
-- referral so she can tell hers apart. It arrives in the payload like every field (`ownReference`,
-- checked by the schema in supabase/functions/_shared/schemas.ts); this column is derived from it,
-- so it has one source, and holds the database to the schema's limits too: at most 40 characters,
-- none of them a control character. It is no health detail: the queue's row names it, and the
-- status e-mails repeat it (store.ts). Written to be run again harmlessly.
alter table public.form_submissions
  add column if not exists own_reference text
  generated always as (nullif(payload ->> 'ownReference', '')) stored;
alter table public.form_submissions drop constraint if exists form_submissions_own_reference_check;
alter table public.form_submissions add constraint form_submissions_own_reference_check
  check (own_reference is null or (char_length(own_reference) <= 40 and own_reference !~ '[[:cntrl:]]'));

-- The queue's row and the top of a record: as before (20261203090000_callback_requests.sql), with
-- the referrer's own reference.
create or replace function desk_private.summary(p_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'reference', s.reference,
    'type', s.type,
    'locale', coalesce(s.payload ->> 'locale', 'en'),
    'received_at', s.created_at,
    'urgency', nullif(s.payload ->> 'urgency', ''),
    'start_date', coalesce(nullif(s.payload ->> 'startDate', ''), nullif(s.payload ->> 'neededBy', '')),
    'best_time', nullif(s.payload ->> 'bestTime', ''),
    'organisation', nullif(s.payload ->> 'referrerOrganization', ''),
    'own_reference', s.own_reference,
    'status', s.status,
    'decline_reason', s.decline_reason,
    'assigned_to', s.assigned_to,
    'assigned_name', (select st.name from public.desk_staff st where st.user_id = s.assigned_to),
    'reply_due_at', s.reply_due_at,
    'replied_at', s.replied_at)
  from public.form_submissions s where s.id = p_id;
$$;

-- Replacing a function keeps its grants; said again, so this file holds on its own.
revoke all on all functions in schema desk_private from public, anon, authenticated, service_role;
