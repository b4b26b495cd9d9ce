-- A stand-in for the small part of Supabase that the intake desk's database functions rely on, for
-- the databases that are not a Supabase project: the embedded store of `npm start` (PGlite), the
-- test servers, and a plain PostgreSQL named by SUPABASE_DB_URL. migrate.ts applies it before the
-- migrations to a database that has no `auth` schema; a Supabase project has the real one and
-- never gets this file.
--
-- What it copies from Supabase, as Supabase defines it:
--   * the API roles PostgREST switches to (anon, authenticated, service_role);
--   * auth.uid(), auth.role() and auth.jwt(), read from the `request.jwt.claims` setting that
--     PostgREST sets for each request (the same bodies as Supabase's own);
--   * auth.users, reduced to the columns the desk's staff table refers to;
--   * the default privileges Supabase grants the API roles on everything new in `public`, so a
--     migration that forgets to revoke them fails its tests here as it would leak there.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;

create schema if not exists auth;
comment on schema auth is 'stand-in: supabase/stand-in/auth.sql';

create table if not exists auth.users (
  id uuid primary key,
  email text unique,
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
