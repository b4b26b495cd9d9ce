import type { QueueRow as Row } from "@/lib/desk/api";
import { formatDateTime } from "@/lib/desk/format";
import { formTypeLabel, languageLabel, statusWithReason } from "@/lib/desk/labels";
import { soonLabel } from "@/lib/desk/record-fields";
import { timeLeft } from "@/lib/desk/time-left";
import { QueueCell } from "./queue-cell";
import { ReplyBadge } from "./reply-badge";

/** The queue's columns, in order: the table's headers and each card's labels. */
export const QUEUE_COLUMNS = ["Reference", "Reply", "Form", "Received", "Urgency / start", "Organization", "Status", "Assigned to", "Language"] as const;

type Props = { row: Row; nowMs: number; buttonId: string; onOpen: (reference: string) => void };

/** One form in the queue: what tells staff what to pick up next, and no health detail. */
export function QueueRow({ row, nowMs, buttonId, onOpen }: Props) {
  const left = timeLeft(row, nowMs);
  const [, reply, form, received, soon, organization, status, assigned, language] = QUEUE_COLUMNS;
  return (
    <tr
      role="row"
      className={`max-lg:grid max-lg:gap-2 max-lg:rounded-card max-lg:border max-lg:border-brand-100 max-lg:bg-white max-lg:p-4 ${left.kind === "overdue" ? "max-lg:border-l-8 max-lg:border-l-danger" : ""}`}
    >
      <th role="rowheader" scope="row" className="px-3 py-3 text-left align-top max-lg:p-0 lg:border-b lg:border-brand-100">
        <button id={buttonId} type="button" onClick={() => onOpen(row.reference)} className="link min-h-11 text-lg font-bold tracking-wide whitespace-nowrap">
          <span className="sr-only">Open </span>
          {row.reference}
        </button>
      </th>
      <QueueCell label={reply}>
        <ReplyBadge left={left} />
      </QueueCell>
      <QueueCell label={form}>{formTypeLabel(row.type)}</QueueCell>
      <QueueCell label={received}>
        <time dateTime={row.received_at}>{formatDateTime(row.received_at)}</time>
      </QueueCell>
      <QueueCell label={soon}>{soonLabel(row)}</QueueCell>
      <QueueCell label={organization}>
        {row.organisation ?? "—"}
        {/* The referrer's own reference: what she quotes when she calls about one of her referrals. */}
        {row.own_reference && <span className="block text-base text-ink-muted">Their ref: {row.own_reference}</span>}
      </QueueCell>
      <QueueCell label={status}>{statusWithReason(row.status, row.decline_reason)}</QueueCell>
      <QueueCell label={assigned}>{row.assigned_name ?? "Nobody"}</QueueCell>
      <QueueCell label={language}>{languageLabel(row.locale)}</QueueCell>
    </tr>
  );
}
