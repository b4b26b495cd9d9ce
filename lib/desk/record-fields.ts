/**
 * A stored form's fields as staff read them: each with its label (form-options.ts's fieldLabels,
 * the same words the agency's e-mail uses) and option codes as the labels the sender chose from.
 * The order is the e-mail's. A field the sender left empty reads "—"; a field the desk does not
 * know is still shown, under its own name, rather than hidden.
 */
import {
  bestTimes,
  careNeeds,
  careTypes,
  fieldLabels,
  labelOf,
  payers,
  positions,
  referralUrgencies,
  relationships,
  urgencies,
} from "@/supabase/functions/_shared/form-options.ts";
import type { QueueRow } from "./api";
import { formatCalendarDate } from "./format";

type Options = Parameters<typeof labelOf>[0];
export type FieldRow = { key: string; label: string; value: string | string[] };
type Spec = { key: string; label: string; read: (raw: unknown) => string | string[] };

const EMPTY = "—";
const text = (raw: unknown): string => (raw == null || raw === "" ? EMPTY : typeof raw === "string" ? raw : JSON.stringify(raw));
const option = (options: Options) => (raw: unknown) => (typeof raw === "string" && raw !== "" ? labelOf(options, raw) : EMPTY);
const options = (list: Options) => (raw: unknown) =>
  Array.isArray(raw) && raw.length > 0 ? raw.map((v) => labelOf(list, String(v))) : EMPTY;
const date = (raw: unknown) => (typeof raw === "string" && raw !== "" ? formatCalendarDate(raw) : EMPTY);
const contact = (raw: unknown) => {
  const c = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const parts = [c.name, c.phone].filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return parts.length ? parts.join(", ") : EMPTY;
};

const spec = (key: keyof typeof fieldLabels, read: Spec["read"] = text, label: string = fieldLabels[key]): Spec => ({ key, label, read });

const SPECS: Record<string, Spec[]> = {
  referral: [
    spec("referrerName"),
    spec("referrerOrganization"),
    spec("referrerPhone"),
    spec("referrerEmail"),
    spec("clientName"),
    spec("clientNeeds", options(careNeeds)),
    // The referral stores its own scale under `urgency`, labelled as the referral form asks it.
    spec("urgency", option(referralUrgencies), fieldLabels.referralUrgency),
    spec("startDate", date),
    spec("payer", option(payers)),
    spec("clientZip"),
    spec("preferredLanguage"),
    spec("familyContact", contact),
    spec("additionalNotes"),
  ],
  consultation: [
    spec("firstName"),
    spec("lastName"),
    spec("email"),
    spec("phone"),
    spec("careType", option(careTypes)),
    spec("urgency", option(urgencies)),
    spec("neededBy", date),
    spec("bestTime", option(bestTimes)),
    spec("relationship", option(relationships)),
    spec("zip"),
    spec("message"),
  ],
  callback: [
    spec("name"),
    spec("phone"),
    spec("bestTime", option(bestTimes)),
    spec("zip"),
  ],
  application: [
    spec("firstName"),
    spec("lastName"),
    spec("email"),
    spec("phone"),
    spec("position", option(positions)),
    spec("experience"),
    spec("motivation"),
  ],
};

export function recordFields(type: string, fields: Record<string, unknown>): FieldRow[] {
  const known = SPECS[type] ?? [];
  const listed = new Set(known.map((s) => s.key));
  const rows = known.map((s) => ({ key: s.key, label: s.label, value: s.read(fields[s.key]) }));
  const others = Object.keys(fields)
    .filter((key) => !listed.has(key))
    .map((key) => ({ key, label: Object.hasOwn(fieldLabels, key) ? fieldLabels[key as keyof typeof fieldLabels] : key, value: text(fields[key]) }));
  return [...rows, ...others];
}

/** The queue's "urgency / start" cell: labels, in the scale of the row's form. */
export function urgencyLabel(type: string, code: string | null): string | null {
  if (!code) return null;
  return labelOf(type === "referral" ? referralUrgencies : urgencies, code);
}

/**
 * The whole "urgency / start" cell: how soon, the date (a referral "starts", a consultation's care
 * is "needed by") and when to call, each when given: "Within a week, needed by Sat, Dec 5, 2026,
 * call: Afternoon"; "—" when none is.
 */
export function soonLabel(row: Pick<QueueRow, "type" | "urgency" | "start_date" | "best_time">): string {
  const date = row.start_date ? `${row.type === "referral" ? "starts" : "needed by"} ${formatCalendarDate(row.start_date)}` : null;
  const call = row.best_time ? `call: ${labelOf(bestTimes, row.best_time)}` : null;
  return [urgencyLabel(row.type, row.urgency), date, call].filter(Boolean).join(", ") || EMPTY;
}
