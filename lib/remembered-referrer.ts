/**
 * "Remember my details on this computer" on the referral form: the referrer's own details (name,
 * organization, phone, e-mail), kept in this browser's localStorage only when they chose it and the
 * referral went through, never the patient's, never their own reference for a referral. Read back
 * with every value checked, so a value edited by hand or left by an older page fills in nothing odd.
 * Storage that is disabled or full never stops a referral: the details are simply not kept.
 */
import { limits } from "@/supabase/functions/_shared/limits.ts";

/** The name in the browser's storage (the privacy page names it). */
export const REMEMBERED_REFERRER_KEY = "vh_referrer";

/** The fields kept, and each one's limit: the referral's first four, the referrer's own. */
export const REMEMBERED_FIELDS = {
  referrerName: limits.name,
  referrerOrganization: limits.name,
  referrerPhone: limits.phone,
  referrerEmail: limits.email,
} as const;
export type RememberedField = keyof typeof REMEMBERED_FIELDS;
export type RememberedDetails = Partial<Record<RememberedField, string>>;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes, blocked cookies): nothing is remembered then.
    return null;
  }
}

/** Only the four fields, each a non-empty string within its limit. */
function onlyTheirs(value: unknown): RememberedDetails {
  const source = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const out: RememberedDetails = {};
  for (const [key, max] of Object.entries(REMEMBERED_FIELDS) as [RememberedField, number][]) {
    const v = source[key];
    if (typeof v === "string" && v.trim() !== "" && v.length <= max) out[key] = v;
  }
  return out;
}

/** The kept value as stored (a string compares equal to itself from one render to the next), or null. */
export function rememberedText(storage: StorageLike | null = browserStorage()): string | null {
  try {
    return storage?.getItem(REMEMBERED_REFERRER_KEY) ?? null;
  } catch {
    // Storage gone since the page opened: nothing is kept.
    return null;
  }
}

/** The details in a kept value, or null when there are none. */
export function parseRemembered(text: string | null): RememberedDetails | null {
  try {
    const details = onlyTheirs(JSON.parse(text ?? "null"));
    return Object.keys(details).length > 0 ? details : null;
  } catch {
    // A value that is not JSON (edited by hand): nothing to fill in.
    return null;
  }
}

/** The details kept on this computer, or null when there are none. */
export const readRemembered = (storage: StorageLike | null = browserStorage()): RememberedDetails | null =>
  parseRemembered(rememberedText(storage));

/** Keeps the referrer's details (only theirs, whatever else `values` holds); false when the browser would not. */
export function remember(values: Record<string, unknown>, storage: StorageLike | null = browserStorage()): boolean {
  const details = onlyTheirs(values);
  if (!storage || Object.keys(details).length === 0) return false;
  try {
    storage.setItem(REMEMBERED_REFERRER_KEY, JSON.stringify(details));
    return true;
  } catch {
    // Quota or access errors: the referral went through; the details are just not kept.
    return false;
  }
}

/** Removes the kept details. */
export function forget(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(REMEMBERED_REFERRER_KEY);
  } catch {
    // Storage gone since it was read: nothing is kept in it either.
  }
}
