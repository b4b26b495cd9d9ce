import type { DeskRecord } from "@/lib/desk/api";
import { historyLine } from "@/lib/desk/history";
import { RecordSection } from "./record-section";
import { StatusEmails } from "./status-emails";

/** Everything that happened to the form, newest first, each opening and download included; then its e-mails. */
export function RecordHistory({ record }: { record: DeskRecord }) {
  const entries = record.history.map((entry, i) => ({ entry, i, line: historyLine(entry, record.type) })).reverse();
  return (
    <RecordSection id="record-history" title="History">
      <p className="text-base text-ink-muted">Newest first. Times are San Diego time.</p>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="grid gap-3">
          {entries.map(({ entry, i, line }) => (
            <li key={i} className="border-l-4 border-brand-200 pl-3">
              <p className="text-base text-ink-muted">
                <time dateTime={entry.at}>{line.when}</time> · {line.who}
              </p>
              <p className="font-semibold">{line.what}</p>
              {line.note !== undefined && <p className="break-words whitespace-pre-wrap">{line.note}</p>}
            </li>
          ))}
        </ol>
      )}
      <StatusEmails record={record} />
    </RecordSection>
  );
}
