import type { ReactNode } from "react";
import type { DeskRecord } from "@/lib/desk/api";
import { formatDateTime } from "@/lib/desk/format";
import { deliveryLabel, languageLabel, senderNoun, statusWithReason } from "@/lib/desk/labels";
import { timeLeft } from "@/lib/desk/time-left";
import { RecordSection } from "./record-section";
import { ReplyBadge } from "./reply-badge";

/** Where the form stands: status, the promised reply, the sender's language, who has it, the e-mails. */
export function RecordSummary({ record, nowMs }: { record: DeskRecord; nowMs: number }) {
  const language = languageLabel(record.locale);
  const noun = senderNoun(record.type);
  const rows: [string, ReactNode][] = [
    ["Status", statusWithReason(record.status, record.decline_reason)],
    ["Reply", <ReplyBadge key="reply" left={timeLeft(record, nowMs)} />],
    ["Reply promised by", formatDateTime(record.reply_due_at, { withZone: true })],
    ...(record.replied_at ? [["Answered", formatDateTime(record.replied_at, { withZone: true })] as [string, string]] : []),
    ["Received", formatDateTime(record.received_at, { withZone: true })],
    ["Sender's language", record.locale === "en" ? language : `${language}: answer in ${language}`],
    ["Assigned to", record.assigned_name ?? "Nobody"],
    ["Status e-mails", record.sender_email ? `Sent to the ${noun}'s e-mail address, in ${language}` : "No e-mail address on file: call them about any change"],
    ["Our e-mail about this form", deliveryLabel(record.delivery?.status)],
    ["Acknowledgment to the sender", record.delivery?.acknowledged_at ? `Sent ${formatDateTime(record.delivery.acknowledged_at, { withZone: true })}` : "Not sent"],
  ];
  return (
    <RecordSection id="record-summary" title="Summary">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-muted">{term}</dt>
            <dd className="break-words max-sm:mb-2">{value}</dd>
          </div>
        ))}
      </dl>
    </RecordSection>
  );
}
