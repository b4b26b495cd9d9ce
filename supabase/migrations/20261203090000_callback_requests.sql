-- The callback request (issue #24): a name, a phone, the best time to call and a ZIP, sent from the
-- consultation's section when a family would rather be called than book. Stored and worked at the
-- desk like a consultation (new, contacted, scheduled, closed), except that it has no e-mail
-- address: no status of it tells the sender. The consultation's new fields need no column (they are
-- in the payload); the queue's row names the date care is needed by and the best time to call.
-- Written to be run again harmlessly.

-- The form types a row may have: the check the first migration put on `type`, whatever its name.
do $$
declare
  c record;
begin
  for c in
    select con.conname
      from pg_constraint con
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
     where con.conrelid = 'public.form_submissions'::regclass and con.contype = 'c'
       and cardinality(con.conkey) = 1 and a.attname = 'type'
  loop
    execute format('alter table public.form_submissions drop constraint %I', c.conname);
  end loop;
end
$$;
alter table public.form_submissions add constraint form_submissions_type_check
  check (type in ('referral', 'consultation', 'callback', 'application'));

-- Its statuses and moves: the consultation's, none telling the sender.
insert into desk_private.statuses values
  ('callback', 'new', 1, false, false),
  ('callback', 'contacted', 2, true, false),
  ('callback', 'scheduled', 3, true, false),
  ('callback', 'closed', 4, true, false)
on conflict do nothing;
insert into desk_private.transitions values
  ('callback', 'new', 'contacted'), ('callback', 'new', 'scheduled'), ('callback', 'new', 'closed'),
  ('callback', 'contacted', 'scheduled'), ('callback', 'contacted', 'closed'),
  ('callback', 'scheduled', 'closed')
on conflict do nothing;

-- (form_submissions_status_check already holds a callback to these: every type but the referral
-- has new, contacted, scheduled and closed.)

-- The queue's row and the top of a record: as before, with the date care is needed by (the
-- consultation's `neededBy`, where a referral has its start date) and the best time to call. Still
-- never a health detail.
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
    'status', s.status,
    'decline_reason', s.decline_reason,
    'assigned_to', s.assigned_to,
    'assigned_name', (select st.name from public.desk_staff st where st.user_id = s.assigned_to),
    'reply_due_at', s.reply_due_at,
    'replied_at', s.replied_at)
  from public.form_submissions s where s.id = p_id;
$$;

-- The queue, as before, but a form type is known by the statuses it has (so 'callback' is one).
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
  if p_type is not null and not exists (select from desk_private.statuses st where st.form_type = p_type) then
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

-- The address a status e-mail goes to: the referrer's, or the family's or applicant's; a callback
-- request has none (it is written out, rather than left to a missing `email` key).
create or replace function desk_private.sender_email(s public.form_submissions) returns text
language sql immutable set search_path = '' as $$
  select nullif(btrim(coalesce(case s.type
    when 'referral' then s.payload ->> 'referrerEmail'
    when 'callback' then null
    else s.payload ->> 'email' end, '')), '');
$$;

-- Replacing a function keeps its grants; said again, so this file holds on its own.
revoke all on function public.desk_queue(text, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.desk_queue(text, text, text, integer) to authenticated;
revoke all on all functions in schema desk_private from public, anon, authenticated, service_role;
