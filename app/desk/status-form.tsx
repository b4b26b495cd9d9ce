"use client";

import { useRef, useState, type FormEvent } from "react";
import { inputClass } from "./input-class";
import { setStatus, type DeskRecord } from "@/lib/desk/api";
import { statusChangeMessage } from "@/lib/desk/history";
import { declineReasons, statusLabel, statusWithReason } from "@/lib/desk/labels";
import type { DeskClient } from "@/lib/desk/rpc";
import { ActionFeedback, done, failed, type Feedback } from "./action-feedback";
import { DeskField } from "./desk-field";
import { RecordSection } from "./record-section";

type Props = { client: DeskClient; record: DeskRecord; onChanged: () => Promise<void> };

const DECLINED = "declined";

/**
 * The status, moved only to the next statuses the database allows. The move names the status
 * staff saw, so a change made meanwhile by someone else is refused (409) rather than undone.
 */
export function StatusForm({ client, record, onChanged }: Props) {
  const [choice, setChoice] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ choice?: string; reason?: string }>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const reasonSelect = useRef<HTMLSelectElement>(null);
  const next = record.next_statuses;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!choice) {
      setErrors({ choice: "Choose the new status." });
      return firstRadio.current?.focus();
    }
    if (choice === DECLINED && !reason) {
      setErrors({ reason: "Choose why the referral is declined." });
      return reasonSelect.current?.focus();
    }
    setErrors({});
    setBusy(true);
    const why = choice === DECLINED ? reason : undefined;
    const outcome = await setStatus(client, record.reference, choice, record.status, why);
    if (outcome.ok) {
      setFeedback(done(statusChangeMessage(record, outcome.data, why)));
      setChoice("");
      setReason("");
      await onChanged();
    } else if (outcome.kind === "conflict") {
      setFeedback(failed(`${outcome.message} The form has been reloaded: check its status, then choose again.`));
      setChoice("");
      await onChanged();
    } else {
      setFeedback(failed(outcome.message));
    }
    setBusy(false);
    // Closing removes this form, and the button that had the focus with it.
    requestAnimationFrame(() => document.activeElement === document.body && document.getElementById("record-status")?.focus());
  };

  return (
    <RecordSection id="record-status" title="Status">
      <p>
        Now: <strong>{statusWithReason(record.status, record.decline_reason)}</strong>
      </p>
      {next.length === 0 ? (
        <p>This form is closed: its status no longer changes.</p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset aria-describedby={errors.choice ? "status-choice-error" : undefined} className="grid gap-1">
            <legend className="mb-1 font-semibold">Change it to</legend>
            {next.map((status, i) => (
              <label key={status} className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
                <input
                  ref={i === 0 ? firstRadio : undefined}
                  type="radio"
                  name="status"
                  value={status}
                  checked={choice === status}
                  onChange={() => setChoice(status)}
                  className="size-6 shrink-0 accent-brand-700"
                />
                {statusLabel(status)}
              </label>
            ))}
            {errors.choice && (
              <p id="status-choice-error" className="font-semibold text-danger">
                <span className="sr-only">Error: </span>
                {errors.choice}
              </p>
            )}
          </fieldset>
          {choice === DECLINED && (
            <DeskField id="decline-reason" label="Reason for declining" error={errors.reason}>
              {(aria) => (
                <select ref={reasonSelect} {...aria} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass}>
                  <option value="">Choose a reason</option>
                  {declineReasons.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              )}
            </DeskField>
          )}
          <button type="submit" aria-disabled={busy} className="btn-primary justify-self-start aria-disabled:cursor-wait aria-disabled:opacity-80">
            {busy ? "Saving…" : "Save the status"}
          </button>
        </form>
      )}
      <ActionFeedback feedback={feedback} />
    </RecordSection>
  );
}
