"use client";

import { useRef, useState, type FormEvent } from "react";
import { inputClass } from "./input-class";
import { addNote, NOTE_MAX_CHARS } from "@/lib/desk/api";
import type { DeskClient } from "@/lib/desk/rpc";
import { ActionFeedback, done, failed, type Feedback } from "./action-feedback";
import { DeskField } from "./desk-field";
import { RecordSection } from "./record-section";

type Props = { client: DeskClient; reference: string; onAdded: (text: string) => void };

/** Characters as the database counts them (code points), of the text it keeps (trimmed). */
const lengthOf = (text: string) => Array.from(text.trim()).length;

/** An internal note: for staff, never sent. What was typed stays until it is saved. */
export function NoteForm({ client, reference, onAdded }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const length = lengthOf(text);
  const over = length - NOTE_MAX_CHARS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = length === 0 ? "Write the note first." : over > 0 ? `The note is ${over} ${over === 1 ? "character" : "characters"} too long.` : undefined;
    setError(problem);
    if (problem) return area.current?.focus();
    setBusy(true);
    const body = text.trim();
    const outcome = await addNote(client, reference, body);
    setBusy(false);
    if (!outcome.ok) return setFeedback(failed(`The note was not saved. ${outcome.message}`));
    setText("");
    setFeedback(done("Note added to the history."));
    onAdded(body);
  };

  return (
    <RecordSection id="record-note" title="Internal note">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <DeskField
          id="note-text"
          label="Note"
          error={error}
          hint={
            <>
              For staff only: never sent to the sender.{" "}
              <span className={over > 0 ? "font-semibold text-danger" : undefined}>
                {over > 0 ? `${over} too many: ${length} of ${NOTE_MAX_CHARS} characters.` : `${length} of ${NOTE_MAX_CHARS} characters.`}
              </span>
            </>
          }
        >
          {(aria) => <textarea ref={area} {...aria} rows={4} value={text} onChange={(e) => setText(e.target.value)} className={`${inputClass} resize-y`} />}
        </DeskField>
        <button type="submit" aria-disabled={busy} className="btn-primary justify-self-start aria-disabled:cursor-wait aria-disabled:opacity-80">
          {busy ? "Saving…" : "Add the note"}
        </button>
      </form>
      <ActionFeedback feedback={feedback} />
    </RecordSection>
  );
}
