/** What happened to a form, in plain words: the record's history and the result of a status change. */
import type { HistoryEntry, StatusChange } from "./api";
import { formatDateTime } from "./format";
import { languageLabel, senderNoun, statusWithReason } from "./labels";

export type HistoryLine = { when: string; who: string; what: string; note?: string };

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

export function historyLine(entry: HistoryEntry, type: string): HistoryLine {
  const d = entry.detail ?? {};
  const base = { when: formatDateTime(entry.at, { withZone: true }), who: entry.actor_name || "Unknown" };
  switch (entry.kind) {
    case "opened":
      return { ...base, what: "Opened" };
    case "downloaded":
      return { ...base, what: `Downloaded ${str(d.filename) ?? "the document"}` };
    case "status": {
      const to = statusWithReason(str(d.to) ?? "", str(d.reason));
      const moved = str(d.from) ? `Status changed from ${statusWithReason(str(d.from)!, undefined)} to ${to}` : `Status changed to ${to}`;
      return { ...base, what: d.sender_told === true ? `${moved}; an e-mail to the ${senderNoun(type)} was stored to send` : moved };
    }
    case "assigned":
      return { ...base, what: str(d.to_name) ? `Assigned to ${str(d.to_name)}` : "Unassigned" };
    case "note":
      return { ...base, what: "Added a note", note: str(d.text) ?? "" };
    default:
      return { ...base, what: entry.kind };
  }
}

/**
 * What a status change did, for the live region: the new status and whether the sender hears of
 * it, e.g. "VH-7K3Q9F is now Accepted. An e-mail telling the referrer, in Spanish, is on its way."
 */
export function statusChangeMessage(record: { reference: string; type: string; locale: string }, change: StatusChange, reason?: string): string {
  const moved = `${record.reference} is now ${statusWithReason(change.status, reason)}.`;
  const noun = senderNoun(record.type);
  if (change.sender_told) return `${moved} An e-mail telling the ${noun}, in ${languageLabel(record.locale)}, is on its way.`;
  if (change.no_email) return `${moved} No e-mail on file: call them.`;
  return `${moved} No e-mail goes out for this status.`;
}
