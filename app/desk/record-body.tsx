import type { DeskRecord, HistoryEntry, Me, Staff } from "@/lib/desk/api";
import type { DeskClient } from "@/lib/desk/rpc";
import { AssignForm } from "./assign-form";
import { NoteForm } from "./note-form";
import { RecordDocument } from "./record-document";
import { RecordFields } from "./record-fields";
import { RecordHistory } from "./record-history";
import { RecordSummary } from "./record-summary";
import { StatusForm } from "./status-form";
import { takesDocument } from "@/supabase/functions/_shared/limits.ts";

type Props = {
  client: DeskClient;
  record: DeskRecord;
  /** The server's time when the record was read: its countdown. */
  nowMs: number;
  me: Me | null;
  staff: Staff[];
  onReload: () => Promise<void>;
  onRemember: (kind: HistoryEntry["kind"], detail: Record<string, unknown>, change?: Partial<DeskRecord>) => void;
};

/**
 * The record's parts: what it is and what the sender wrote beside what staff can do with it on a
 * wide screen, one after the other on a phone (in the same order for the keyboard); the history last.
 */
export function RecordBody({ client, record, nowMs, me, staff, onReload, onRemember }: Props) {
  const { reference } = record;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <RecordSummary record={record} nowMs={nowMs} />
          <RecordFields record={record} />
          {/* The forms that take a document say so when none came; another form's record shows one only if it has it. */}
          {(takesDocument(record.type) || record.document) && (
            <RecordDocument client={client} reference={reference} document={record.document} onDownloaded={(filename) => onRemember("downloaded", { filename })} />
          )}
        </div>
        <div className="grid gap-6">
          <StatusForm client={client} record={record} onChanged={onReload} />
          <AssignForm
            client={client}
            record={record}
            me={me}
            staff={staff}
            onAssigned={(to, name) => onRemember("assigned", { to, to_name: name }, { assigned_to: to, assigned_name: name })}
          />
          <NoteForm client={client} reference={reference} onAdded={(text) => onRemember("note", { text })} />
        </div>
      </div>
      <RecordHistory record={record} />
    </>
  );
}
