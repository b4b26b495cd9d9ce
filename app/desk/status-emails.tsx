import type { DeskRecord } from "@/lib/desk/api";
import { formatDateTime } from "@/lib/desk/format";
import { deliveryLabel, senderNoun, statusLabel } from "@/lib/desk/labels";

/** The e-mails that told the sender about a status, each with where its delivery stands. */
export function StatusEmails({ record }: { record: DeskRecord }) {
  return (
    <>
      <h4 className="text-lg font-bold text-brand-900">E-mails to the {senderNoun(record.type)}</h4>
      {record.messages.length === 0 ? (
        <p>No status e-mail so far.</p>
      ) : (
        <ul className="grid gap-2">
          {record.messages.map((m, i) => (
            <li key={i}>
              <strong>{statusLabel(m.status)}</strong>, written {formatDateTime(m.created_at, { withZone: true })}: {deliveryLabel(m.delivery_status)}
              {m.delivered_at ? ` (${formatDateTime(m.delivered_at, { withZone: true })})` : ""}.
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
