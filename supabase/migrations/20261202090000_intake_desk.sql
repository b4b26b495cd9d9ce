-- The intake desk (/desk): staff work every stored form, and the sender hears back.
--
-- Every read and write goes through the security-definer functions below, each of which first
-- checks that the caller is active staff signed in with a second factor (`aal2` in the JWT that
-- PostgREST puts in `request.jwt.claims`). The API roles keep no grant on any table; they may only
-- execute those functions, and only `authenticated` may. Opening a record and downloading its
-- document write an audit row in the same transaction; the audit table is insert-only for everyone.
-- Depends on Supabase's auth schema (auth.uid(), auth.jwt(), auth.users): the real one on the
-- hosted project, supabase/stand-in/auth.sql everywhere else.

create schema if not exists desk_private;
revoke all on schema desk_private from public;

-- Who may use the desk: a Supabase Auth user the owner invited, made staff by a row here (docs/desk.md).
create table if not exists public.desk_staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  active boolean not null default true,
  added_at timestamptz not null default now()
);
alter table public.desk_staff enable row level security;

-- Each form's statuses, in order: whether reaching one answers the sender (ends the countdown to the
-- reply the site promised) and whether the sender is told by e-mail.
create table if not exists desk_private.statuses (
  form_type text not null,
  status text not null,
  position integer not null,
  answers boolean not null,
  tells_sender boolean not null,
  primary key (form_type, status)
);
-- The moves staff may make. Closing is always possible; a closed record stays closed.
create table if not exists desk_private.transitions (
  form_type text not null,
  from_status text not null,
  to_status text not null,
  primary key (form_type, from_status, to_status),
  foreign key (form_type, from_status) references desk_private.statuses (form_type, status),
  foreign key (form_type, to_status) references desk_private.statuses (form_type, status)
);
insert into desk_private.statuses values
  ('referral', 'new', 1, false, false),
  ('referral', 'reviewing', 2, false, false),
  ('referral', 'accept_pending', 3, true, true),
  ('referral', 'accepted', 4, true, true),
  ('referral', 'declined', 5, true, true),
  ('referral', 'closed', 6, true, false),
  ('consultation', 'new', 1, false, false),
  ('consultation', 'contacted', 2, true, false),
  ('consultation', 'scheduled', 3, true, true),
  ('consultation', 'closed', 4, true, false),
  ('application', 'new', 1, false, false),
  ('application', 'contacted', 2, true, false),
  ('application', 'scheduled', 3, true, false),
  ('application', 'closed', 4, true, false)
on conflict do nothing;
insert into desk_private.transitions values
  ('referral', 'new', 'reviewing'), ('referral', 'new', 'accept_pending'), ('referral', 'new', 'accepted'),
  ('referral', 'new', 'declined'), ('referral', 'new', 'closed'),
  ('referral', 'reviewing', 'accept_pending'), ('referral', 'reviewing', 'accepted'),
  ('referral', 'reviewing', 'declined'), ('referral', 'reviewing', 'closed'),
  ('referral', 'accept_pending', 'reviewing'), ('referral', 'accept_pending', 'accepted'),
  ('referral', 'accept_pending', 'declined'), ('referral', 'accept_pending', 'closed'),
  ('referral', 'accepted', 'closed'), ('referral', 'declined', 'closed'),
  ('consultation', 'new', 'contacted'), ('consultation', 'new', 'scheduled'), ('consultation', 'new', 'closed'),
  ('consultation', 'contacted', 'scheduled'), ('consultation', 'contacted', 'closed'),
  ('consultation', 'scheduled', 'closed'),
  ('application', 'new', 'contacted'), ('application', 'new', 'scheduled'), ('application', 'new', 'closed'),
  ('application', 'contacted', 'scheduled'), ('application', 'contacted', 'closed'),
  ('application', 'scheduled', 'closed')
on conflict do nothing;

alter table public.form_submissions
  add column if not exists status text not null default 'new',
  add column if not exists decline_reason text,
  add column if not exists assigned_to uuid references public.desk_staff (user_id) on delete set null,
  -- When the reply the site promised for this form is due (store.ts computes it from
  -- _shared/agency.ts); rows stored before the desk get the promise in plain hours.
  add column if not exists reply_due_at timestamptz,
  -- When a status that answers the sender was first reached: the countdown ends there.
  add column if not exists replied_at timestamptz,
  add column if not exists status_changed_at timestamptz;
update public.form_submissions
   set reply_due_at = created_at + case type when 'referral' then interval '2 hours' when 'consultation' then interval '24 hours' else interval '3 days' end
 where reply_due_at is null;
-- Forms whose promised reply time had already passed before the desk existed were answered the old
-- way (by e-mail and phone): closed, so the desk does not open on the whole history as overdue.
-- The others start as new, counting down.
update public.form_submissions
   set status = 'closed', status_changed_at = now()
 where status = 'new' and reply_due_at < now() and status_changed_at is null;
alter table public.form_submissions drop constraint if exists form_submissions_status_check;
alter table public.form_submissions add constraint form_submissions_status_check check (
  case type
    when 'referral' then status in ('new', 'reviewing', 'accept_pending', 'accepted', 'declined', 'closed')
    else status in ('new', 'contacted', 'scheduled', 'closed')
  end);
alter table public.form_submissions drop constraint if exists form_submissions_decline_reason_check;
alter table public.form_submissions add constraint form_submissions_decline_reason_check check (
  (decline_reason is null or decline_reason in ('outside_area', 'no_caregiver', 'beyond_non_medical', 'payment', 'other'))
  and (status <> 'declined' or decline_reason is not null));
-- The queue's two halves: the forms still waiting for their reply, due soonest first, and the rest,
-- latest change first.
create index if not exists form_submissions_waiting
  on public.form_submissions (reply_due_at nulls first, created_at) where replied_at is null and status <> 'closed';
create index if not exists form_submissions_answered
  on public.form_submissions (status_changed_at desc nulls last, created_at desc) where replied_at is not null or status = 'closed';

-- What happened to each form, and every time staff read it: the audit trail. Insert-only.
create table if not exists public.intake_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.form_submissions (id),
  at timestamptz not null default now(),
  actor uuid,
  -- The name at the time: staff may be renamed or removed later.
  actor_name text,
  -- The caller's assurance level (aal2 for every desk call; the record of it is what the audit is for).
  aal text,
  kind text not null check (kind in ('opened', 'downloaded', 'status', 'assigned', 'note')),
  detail jsonb not null default '{}'
);
create index if not exists intake_events_submission on public.intake_events (submission_id, at);
alter table public.intake_events enable row level security;

create or replace function desk_private.refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'intake_events is insert-only: the audit trail is never changed or removed' using errcode = '42501';
end
$$;
drop trigger if exists intake_events_insert_only on public.intake_events;
create trigger intake_events_insert_only before update or delete on public.intake_events
  for each row execute function desk_private.refuse_change();
drop trigger if exists intake_events_no_truncate on public.intake_events;
create trigger intake_events_no_truncate before truncate on public.intake_events
  for each statement execute function desk_private.refuse_change();

-- The e-mails that tell a sender their form's new status: stored with the change, in the same
-- transaction, then delivered from here like the forms' own e-mails (exactly once, retried).
create table if not exists public.status_messages (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id),
  status text not null,
  decline_reason text,
  -- Who will call the sender: the assigned staff member's name at the time, when there is one.
  caller_name text,
  created_at timestamptz not null default now(),
  delivery_status text not null default 'pending'
    check (delivery_status in ('pending', 'sending', 'delivered', 'failed', 'rejected')),
  attempts integer not null default 0,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz
);
create index if not exists status_messages_undelivered
  on public.status_messages (created_at) where delivery_status <> 'delivered';
create index if not exists status_messages_submission on public.status_messages (submission_id);
alter table public.status_messages enable row level security;

revoke all on public.desk_staff, public.intake_events, public.status_messages from public, anon, authenticated, service_role;
revoke all on sequence public.intake_events_id_seq from public, anon, authenticated, service_role;
revoke all on public.form_submissions from service_role;

-- The caller, when they are active staff at aal2; otherwise the call ends here.
create or replace function desk_private.caller() returns public.desk_staff
language plpgsql stable set search_path = '' as $$
declare
  me public.desk_staff;
begin
  select * into me from public.desk_staff s where s.user_id = auth.uid() and s.active;
  if me.user_id is null or coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'The desk is for staff signed in with a second factor.' using errcode = '42501';
  end if;
  return me;
end
$$;

create or replace function desk_private.submission(p_reference text) returns public.form_submissions
language plpgsql stable set search_path = '' as $$
declare
  found public.form_submissions;
begin
  select * into found from public.form_submissions s where s.reference = upper(btrim(coalesce(p_reference, '')));
  if found.id is null then
    raise exception 'No form has the reference %.', coalesce(p_reference, '(none)') using errcode = 'PT404';
  end if;
  return found;
end
$$;

create or replace function desk_private.audit(p_submission uuid, p_me public.desk_staff, p_kind text, p_detail jsonb)
returns void language sql set search_path = '' as $$
  insert into public.intake_events (submission_id, actor, actor_name, aal, kind, detail)
  values (p_submission, p_me.user_id, p_me.name, auth.jwt() ->> 'aal', p_kind, coalesce(p_detail, '{}'));
$$;

-- The address a status e-mail goes to: the referrer's, or the family's or applicant's.
create or replace function desk_private.sender_email(s public.form_submissions) returns text
language sql immutable set search_path = '' as $$
  select nullif(btrim(coalesce(case s.type when 'referral' then s.payload ->> 'referrerEmail' else s.payload ->> 'email' end, '')), '');
$$;

create or replace function desk_private.next_statuses(p_type text, p_status text) returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(t.to_status order by st.position), '[]')
    from desk_private.transitions t
    join desk_private.statuses st on st.form_type = t.form_type and st.status = t.to_status
   where t.form_type = p_type and t.from_status = p_status;
$$;

-- What the queue shows of a form, and the top of its record: where it stands, never a health detail.
create or replace function desk_private.summary(p_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'reference', s.reference,
    'type', s.type,
    'locale', coalesce(s.payload ->> 'locale', 'en'),
    'received_at', s.created_at,
    'urgency', nullif(s.payload ->> 'urgency', ''),
    'start_date', nullif(s.payload ->> 'startDate', ''),
    'organisation', nullif(s.payload ->> 'referrerOrganization', ''),
    'status', s.status,
    'decline_reason', s.decline_reason,
    'assigned_to', s.assigned_to,
    'assigned_name', (select st.name from public.desk_staff st where st.user_id = s.assigned_to),
    'reply_due_at', s.reply_due_at,
    'replied_at', s.replied_at)
  from public.form_submissions s where s.id = p_id;
$$;

-- Who is signed in: the desk's header, and "assign to me".
create or replace function public.desk_me() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
begin
  return jsonb_build_object('user_id', me.user_id, 'name', me.name, 'aal', auth.jwt() ->> 'aal');
end
$$;

-- Active staff, for assigning.
create or replace function public.desk_staff_list() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
begin
  return (select coalesce(jsonb_agg(jsonb_build_object('user_id', s.user_id, 'name', s.name) order by s.name), '[]')
            from public.desk_staff s where s.active);
end
$$;

-- The queue: no health detail, only what tells staff what to pick up next. Forms still waiting for
-- their promised reply first, due soonest (so overdue) first; then the others, latest change first.
-- p_status null: every form not closed; 'all': every form. p_reference: the start of a reference.
create or replace function public.desk_queue(p_type text default null, p_status text default null, p_reference text default null, p_limit integer default 100)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  ref text := upper(btrim(coalesce(p_reference, '')));
  result jsonb;
begin
  if p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception 'p_limit must be between 1 and 500.' using errcode = 'PT400';
  end if;
  if p_type is not null and p_type not in ('referral', 'consultation', 'application') then
    raise exception 'Unknown form type %.', p_type using errcode = 'PT400';
  end if;
  if p_status is not null and p_status <> 'all' and not exists (select from desk_private.statuses st where st.status = p_status) then
    raise exception 'Unknown status %.', p_status using errcode = 'PT400';
  end if;
  if ref !~ '^[A-Z0-9-]{0,9}$' then
    raise exception 'A reference has letters, digits and a dash (VH-XXXXXX).' using errcode = 'PT400';
  end if;
  -- Not materialized: each half then reads its own index (form_submissions_waiting / _answered)
  -- and stops at p_limit, never the whole table nor a document.
  with filtered as not materialized (
    select s.id, s.replied_at, s.status, s.reply_due_at, s.status_changed_at, s.created_at from public.form_submissions s
     where (p_type is null or s.type = p_type)
       and (case when p_status is null then s.status <> 'closed' when p_status = 'all' then true else s.status = p_status end)
       and (ref = '' or s.reference like ref || '%' or s.reference like 'VH-' || ref || '%')
  ), waiting as (
    select f.id, 0 as part, row_number() over (order by f.reply_due_at nulls first, f.created_at, f.id) as ord
      from filtered f where f.replied_at is null and f.status <> 'closed' and p_status is distinct from 'closed'
     order by f.reply_due_at nulls first, f.created_at, f.id limit p_limit
  ), answered as (
    select f.id, 1 as part, row_number() over (order by f.status_changed_at desc nulls last, f.created_at desc, f.id) as ord
      from filtered f where f.replied_at is not null or f.status = 'closed'
     order by f.status_changed_at desc nulls last, f.created_at desc, f.id limit p_limit
  ), page as (
    (select * from waiting) union all (select * from answered limit greatest(p_limit - (select count(*) from waiting), 0))
  )
  select jsonb_build_object('now', now(), 'rows', coalesce(jsonb_agg(desk_private.summary(p.id) order by p.part, p.ord), '[]'))
    into result
    from page p;
  return result;
end
$$;

-- One form, whole: every field, the document's name, type and size, its history. Audited.
create or replace function public.desk_open(p_reference text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  s public.form_submissions := desk_private.submission(p_reference);
begin
  perform desk_private.audit(s.id, me, 'opened', '{}');
  return desk_private.summary(s.id) || jsonb_build_object(
    'next_statuses', desk_private.next_statuses(s.type, s.status),
    'sender_email', desk_private.sender_email(s) is not null,
    'fields', s.payload - 'locale',
    'document', case when s.attachment_name is null then null else jsonb_build_object(
      'filename', s.attachment_name, 'content_type', s.attachment_type, 'bytes', octet_length(s.attachment)) end,
    'delivery', jsonb_build_object('status', s.delivery_status, 'notified_at', s.notified_at, 'acknowledged_at', s.acknowledged_at),
    'history', (select coalesce(jsonb_agg(jsonb_build_object('at', e.at, 'kind', e.kind, 'actor_name', e.actor_name, 'aal', e.aal, 'detail', e.detail)
                  order by e.at, e.id), '[]') from public.intake_events e where e.submission_id = s.id),
    'messages', (select coalesce(jsonb_agg(jsonb_build_object('status', m.status, 'created_at', m.created_at,
                  'delivery_status', m.delivery_status, 'delivered_at', m.delivered_at) order by m.created_at), '[]')
                  from public.status_messages m where m.submission_id = s.id)
  );
end
$$;

-- The discharge document, base64, with its own name and type. Audited.
create or replace function public.desk_document(p_reference text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  s public.form_submissions := desk_private.submission(p_reference);
begin
  if s.attachment is null then
    raise exception 'The form % has no document.', s.reference using errcode = 'PT404';
  end if;
  perform desk_private.audit(s.id, me, 'downloaded', jsonb_build_object('filename', s.attachment_name));
  return jsonb_build_object('filename', s.attachment_name, 'content_type', s.attachment_type,
    'content', translate(encode(s.attachment, 'base64'), E'\n', ''));
end
$$;

-- A move to a new status (p_from: the status the caller saw, so two people cannot undo each other).
-- A status that tells the sender stores their e-mail with the change.
create or replace function public.desk_set_status(p_reference text, p_status text, p_reason text default null, p_from text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  s public.form_submissions := desk_private.submission(p_reference);
  target desk_private.statuses;
  message uuid;
begin
  -- Two people moving the same form at once: the second waits for the first, then sees its status
  -- (and is refused by p_from) rather than overwrite it.
  select * into s from public.form_submissions f where f.id = s.id for update;
  if p_from is not null and p_from <> s.status then
    raise exception 'The form % is now "%": someone changed it meanwhile.', s.reference, s.status using errcode = 'PT409';
  end if;
  if not exists (select from desk_private.transitions t where t.form_type = s.type and t.from_status = s.status and t.to_status = p_status) then
    raise exception 'A % cannot go from "%" to "%".', s.type, s.status, coalesce(p_status, '(none)') using errcode = 'PT400';
  end if;
  if (p_status = 'declined') <> (p_reason is not null) then
    raise exception 'A reason is given with a decline, and only then.' using errcode = 'PT400';
  end if;
  if p_reason is not null and p_reason not in ('outside_area', 'no_caregiver', 'beyond_non_medical', 'payment', 'other') then
    raise exception 'Unknown decline reason %.', p_reason using errcode = 'PT400';
  end if;
  select * into target from desk_private.statuses st where st.form_type = s.type and st.status = p_status;
  update public.form_submissions
     set status = p_status,
         decline_reason = coalesce(p_reason, case when p_status = 'closed' then decline_reason end),
         status_changed_at = now(),
         replied_at = case when target.answers then coalesce(replied_at, now()) else replied_at end
   where id = s.id;
  if target.tells_sender and desk_private.sender_email(s) is not null then
    insert into public.status_messages (submission_id, status, decline_reason, caller_name)
    values (s.id, p_status, p_reason, (select st.name from public.desk_staff st where st.user_id = s.assigned_to))
    returning id into message;
  end if;
  perform desk_private.audit(s.id, me, 'status', jsonb_build_object('from', s.status, 'to', p_status, 'reason', p_reason,
    'sender_told', message is not null));
  return jsonb_build_object('reference', s.reference, 'status', p_status, 'message_id', message,
    'sender_told', message is not null, 'no_email', target.tells_sender and message is null);
end
$$;

-- Assign to a member of staff (null: to nobody).
create or replace function public.desk_assign(p_reference text, p_user_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  s public.form_submissions := desk_private.submission(p_reference);
  who text;
begin
  if p_user_id is not null then
    select st.name into who from public.desk_staff st where st.user_id = p_user_id and st.active;
    if who is null then
      raise exception 'Only active staff can be assigned.' using errcode = 'PT400';
    end if;
  end if;
  update public.form_submissions set assigned_to = p_user_id where id = s.id;
  perform desk_private.audit(s.id, me, 'assigned', jsonb_build_object('to', p_user_id, 'to_name', who));
  return jsonb_build_object('reference', s.reference, 'assigned_to', p_user_id, 'assigned_name', who);
end
$$;

-- An internal note: staff only, never sent to anyone.
create or replace function public.desk_note(p_reference text, p_text text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me public.desk_staff := desk_private.caller();
  s public.form_submissions := desk_private.submission(p_reference);
  -- Trimmed of every kind of white space (line breaks and tabs too), as the forms' fields are.
  body text := regexp_replace(coalesce(p_text, ''), '^\s+|\s+$', '', 'g');
begin
  if char_length(body) = 0 or char_length(body) > 2000 then
    raise exception 'A note has 1 to 2000 characters.' using errcode = 'PT400';
  end if;
  perform desk_private.audit(s.id, me, 'note', jsonb_build_object('text', body));
  return jsonb_build_object('reference', s.reference, 'ok', true);
end
$$;

-- Only a signed-in user may call the desk (the functions then check staff and aal2); nobody may
-- call the helpers.
revoke all on function public.desk_me(), public.desk_staff_list(), public.desk_queue(text, text, text, integer),
  public.desk_open(text), public.desk_document(text), public.desk_set_status(text, text, text, text),
  public.desk_assign(text, uuid), public.desk_note(text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.desk_me(), public.desk_staff_list(), public.desk_queue(text, text, text, integer),
  public.desk_open(text), public.desk_document(text), public.desk_set_status(text, text, text, text),
  public.desk_assign(text, uuid), public.desk_note(text, text)
  to authenticated;
revoke all on all functions in schema desk_private from public, anon, authenticated, service_role;
revoke all on all tables in schema desk_private from public, anon, authenticated, service_role;
