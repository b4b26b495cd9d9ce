"use client";

import { useState, type FormEvent } from "react";
import { inputClass } from "./input-class";
import { assign, type DeskRecord, type Me, type Staff } from "@/lib/desk/api";
import type { DeskClient } from "@/lib/desk/rpc";
import { ActionFeedback, done, failed, type Feedback } from "./action-feedback";
import { DeskField } from "./desk-field";
import { RecordSection } from "./record-section";

type Props = {
  client: DeskClient;
  record: DeskRecord;
  me: Me | null;
  staff: Staff[];
  onAssigned: (userId: string | null, name: string | null) => void;
};

/** Who picks the form up: "Assign to me" in one press, or anyone on staff (or nobody). */
export function AssignForm({ client, record, me, staff, onAssigned }: Props) {
  // null: untouched, the select shows who has it now.
  const [picked, setPicked] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const selected = picked ?? record.assigned_to ?? "";

  const save = async (userId: string | null) => {
    if (busy) return;
    setBusy(true);
    const outcome = await assign(client, record.reference, userId);
    setBusy(false);
    if (!outcome.ok) return setFeedback(failed(outcome.message));
    const { assigned_to, assigned_name } = outcome.data;
    setPicked(null);
    setFeedback(done(assigned_to ? `${record.reference} is now assigned to ${assigned_name ?? "them"}.` : `${record.reference} is now assigned to nobody.`));
    onAssigned(assigned_to, assigned_name);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(selected || null);
  };

  return (
    <RecordSection id="record-assign" title="Assignment">
      <p>
        Assigned to: <strong>{record.assigned_name ?? "Nobody"}</strong>
      </p>
      {me && record.assigned_to !== me.user_id && (
        <button type="button" onClick={() => void save(me.user_id)} aria-disabled={busy} className="btn-outline justify-self-start aria-disabled:cursor-wait">
          Assign to me
        </button>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <DeskField id="assign-to" label="Assign to">
          {(aria) => (
            <select {...aria} value={selected} onChange={(e) => setPicked(e.target.value)} className={inputClass}>
              <option value="">Nobody</option>
              {staff.map((s) => (
                <option key={s.user_id} value={s.user_id}>
                  {s.name}
                  {s.user_id === me?.user_id ? " (me)" : ""}
                </option>
              ))}
            </select>
          )}
        </DeskField>
        <button type="submit" aria-disabled={busy} className="btn-primary justify-self-start aria-disabled:cursor-wait aria-disabled:opacity-80">
          {busy ? "Saving…" : "Save the assignment"}
        </button>
      </form>
      <ActionFeedback feedback={feedback} />
    </RecordSection>
  );
}
