-- Every accepted form, stored before any e-mail is sent: this row is the record staff read (in
-- Supabase Studio's Table Editor, or `npm run submissions` locally); the e-mail only notifies.
-- Only the send-form-email function writes here, through the database URL. Row level security is
-- on with no policy at all, so the anon and authenticated API roles can neither read nor write.
create table if not exists public.form_submissions (
  -- The form's submissionId: sending the same form twice finds this row instead of adding one.
  id uuid primary key,
  reference text not null unique check (reference ~ '^VH-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$'),
  type text not null check (type in ('referral', 'consultation', 'application')),
  -- The validated fields, as the schema in supabase/functions/_shared/schemas.ts returned them.
  payload jsonb not null,
  -- The referral's discharge document, when one was sent.
  attachment bytea,
  attachment_name text,
  attachment_type text,
  created_at timestamptz not null default now(),
  -- The e-mails: the agency's notification (notified_at) and the sender's acknowledgment
  -- (acknowledged_at); delivered once both that are due have gone.
  delivery_status text not null default 'pending'
    check (delivery_status in ('pending', 'sending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_error text,
  last_attempt_at timestamptz,
  notified_at timestamptz,
  acknowledged_at timestamptz,
  delivered_at timestamptz
);

create index if not exists form_submissions_undelivered
  on public.form_submissions (last_attempt_at) where delivery_status <> 'delivered';
create index if not exists form_submissions_created on public.form_submissions (created_at desc);

alter table public.form_submissions enable row level security;

-- Supabase's API roles exist on the hosted database only (not in PGlite or a test server).
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke all on public.form_submissions from anon;
  end if;
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on public.form_submissions from authenticated;
  end if;
end
$$;
