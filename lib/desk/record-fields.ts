/**
 * A stored form's fields as staff read them: each with its label (field-labels.ts,
 * the same words the agency's e-mail uses) and option codes as the labels the sender chose from.
 * The order is the e-mail's. A field the sender left empty reads "—"; a field the desk does not
 * know is still shown, under its own name, rather than hidden.
 */
import { answerLabel, type FormField, formFields, labelOfField } from "@/supabase/functions/_shared/form-fields.ts";
import { fieldLabels } from "@/supabase/functions/_shared/field-labels.ts";
import { labelOf, type Option } from "@/supabase/functions/_shared/form-options.ts";
import type { QueueRow } from "./api";
import { formatCalendarDate } from "./format";

export type FieldRow = { key: string; label: string; value: string | string[] };
type Spec = { key: string; label: string; read: (raw: unknown) => string | string[] };

const EMPTY = "—";
const text = (raw: unknown): string => (raw == null || raw === "" ? EMPTY : typeof raw === "string" ? raw : JSON.stringify(raw));
/** Codes as the labels the sender chose from: one, or several (a list of needs). */
const labels = (list: readonly Option[]) => (raw: unknown) =>
  Array.isArray(raw)
    ? raw.length > 0 ? raw.map((v) => labelOf(list, String(v))) : EMPTY
    : typeof raw === "string" && raw !== "" ? labelOf(list, raw) : EMPTY;
const date = (raw: unknown) => (typeof raw === "string" && raw !== "" ? formatCalendarDate(raw) : EMPTY);
const contact = (raw: unknown) => {
  const c = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const parts = [c.name, c.phone].filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return parts.length ? parts.join(", ") : EMPTY;
};

const readerOf = ({ read, options }: FormField): Spec["read"] =>
  options ? labels(options) : read === "date" ? date : read === "contact" ? contact : text;

/** Each form's fields in the e-mail's order (_shared/form-fields.ts). */
const SPECS: Record<string, Spec[]> = Object.fromEntries(
  Object.entries(formFields).map(([type, fields]) => [type, fields.map((f) => ({ key: f.key, label: labelOfField(f), read: readerOf(f) }))]),
);

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
  return answerLabel(type, "urgency", code);
}

/**
 * The whole "urgency / start" cell: how soon, the date (a referral "starts", a consultation's care
 * is "needed by") and when to call, each when given: "Within a week, needed by Sat, Dec 5, 2026,
 * call: Afternoon"; "—" when none is.
 */
export function soonLabel(row: Pick<QueueRow, "type" | "urgency" | "start_date" | "best_time">): string {
  const date = row.start_date ? `${row.type === "referral" ? "starts" : "needed by"} ${formatCalendarDate(row.start_date)}` : null;
  const bestTime = answerLabel(row.type, "bestTime", row.best_time);
  const call = bestTime && `call: ${bestTime}`;
  return [urgencyLabel(row.type, row.urgency), date, call].filter(Boolean).join(", ") || EMPTY;
}
