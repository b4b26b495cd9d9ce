/**
 * Which desk this build is: the hosted one (Supabase Auth with a second factor, then the database's
 * desk_* functions) when the build has the project's URL and anon key, else the owner's own
 * computer (`npm start`), where a one-time link opens a cookie session with the local server.
 * Decided once, at load: the values are inlined by `next build`.
 */
export type DeskMode = { kind: "hosted"; url: string; anonKey: string } | { kind: "local" };

/** A setting left empty counts as unset, as everywhere else in the site (content/site.ts). */
export function deskModeOf(env: { url?: string; anonKey?: string }): DeskMode {
  const url = env.url?.trim();
  const anonKey = env.anonKey?.trim();
  return url && anonKey ? { kind: "hosted", url, anonKey } : { kind: "local" };
}

// Spelled out in full: Next inlines `process.env.NEXT_PUBLIC_…` only where it is written so.
export const deskMode: DeskMode = deskModeOf({
  url: process.env.NEXT_PUBLIC_SUPABASE_URL,
  anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
});
