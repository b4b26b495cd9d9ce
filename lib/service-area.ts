import type { Agency } from "@/supabase/functions/_shared/content/schema.ts";

/** A ZIP code caregivers are scheduled in, with the town or neighbourhood a family would name. */
export type ServedZip = Agency["serviceArea"]["zips"][number];

/** A US ZIP code: five digits, or ZIP+4 ("92123-1234"), of which the first five decide. */
const ZIP = /^(\d{5})(?:-\d{4})?$/;

export type ZipAnswer =
  | { kind: "served"; zip: string; town: string }
  | { kind: "not-served"; zip: string }
  | { kind: "invalid" };

/** Whether a visitor's ZIP is one the agency serves, and the town it belongs to. */
export function checkZip(input: string, served: readonly ServedZip[]): ZipAnswer {
  const zip = ZIP.exec(input.trim())?.[1];
  if (!zip) return { kind: "invalid" };
  const match = served.find((s) => s.zip === zip);
  return match ? { kind: "served", zip, town: match.town } : { kind: "not-served", zip };
}

/** Each served town once, alphabetically, with its ZIP codes in order: the list a visitor reads instead of the check. */
export function servedTowns(served: readonly ServedZip[], locale = "en-US"): { town: string; zips: string[] }[] {
  const byTown = new Map<string, string[]>();
  for (const { town, zip } of served) byTown.set(town, [...(byTown.get(town) ?? []), zip]);
  return [...byTown]
    .sort(([a], [b]) => a.localeCompare(b, locale))
    .map(([town, zips]) => ({ town, zips: zips.sort() }));
}

