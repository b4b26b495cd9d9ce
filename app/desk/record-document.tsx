"use client";

import { useState } from "react";
import { Download } from "lucide";
import { SvgIcon } from "@/components/svg-icon";
import { fetchDocument, type DeskDocument } from "@/lib/desk/api";
import { saveFile } from "@/lib/desk/download";
import { formatBytes } from "@/lib/desk/format";
import type { DeskClient } from "@/lib/desk/rpc";
import { extensionForType } from "@/supabase/functions/_shared/limits.ts";
import { ActionFeedback, done, failed, type Feedback } from "./action-feedback";
import { RecordSection } from "./record-section";

type Props = { client: DeskClient; reference: string; document: DeskDocument | null; onDownloaded: (filename: string) => void };

/** "PDF" for application/pdf, "JPG" for image/jpeg: the accepted types by their extension; anything else as it came. */
function typeName(contentType: string | null): string {
  const ext = extensionForType(contentType);
  return ext ? `${ext.toUpperCase()} (${contentType})` : contentType || "Unknown";
}

/** The document sent with a form (a referral's discharge papers, an application's résumé): what it is, and a download (audited by the database). */
export function RecordDocument({ client, reference, document: doc, onDownloaded }: Props) {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy || !doc) return;
    setBusy(true);
    const outcome = await fetchDocument(client, reference);
    setBusy(false);
    if (!outcome.ok) return setFeedback(failed(outcome.message));
    saveFile(outcome.data);
    setFeedback(done(`Downloaded ${outcome.data.filename}.`));
    onDownloaded(outcome.data.filename);
  };

  return (
    <RecordSection id="record-document" title="Document">
      {!doc ? (
        <p>No document was sent with this form.</p>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-ink-muted">Name</dt>
            <dd className="break-all">{doc.filename}</dd>
            <dt className="font-semibold text-ink-muted">Type</dt>
            <dd className="break-words">{typeName(doc.content_type)}</dd>
            <dt className="font-semibold text-ink-muted">Size</dt>
            <dd>{formatBytes(doc.bytes)}</dd>
          </dl>
          <button type="button" onClick={download} aria-disabled={busy} className="btn-primary max-w-full justify-self-start text-left aria-disabled:cursor-wait aria-disabled:opacity-80">
            <SvgIcon node={Download} className="size-5 shrink-0" />
            <span className="min-w-0 break-all">{busy ? "Downloading…" : `Download ${doc.filename}`}</span>
          </button>
          <ActionFeedback feedback={feedback} />
        </>
      )}
    </RecordSection>
  );
}
