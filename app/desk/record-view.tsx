"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowLeft } from "lucide";
import { SvgIcon } from "@/components/svg-icon";
import { openRecord, type DeskRecord, type HistoryEntry, type Me, type Staff } from "@/lib/desk/api";
import { formTypeLabel } from "@/lib/desk/labels";
import type { DeskClient } from "@/lib/desk/rpc";
import { serverTime } from "@/lib/desk/time-left";
import { RecordBody } from "./record-body";

type Props = { client: DeskClient; reference: string; me: Me | null; staff: Staff[]; offset: number; onBack: () => void };

/**
 * One form, whole. Opening it is audited by the database. The focus moves to its heading, so a
 * screen reader starts reading here and the keyboard continues from here.
 */
export function RecordView({ client, reference, me, staff, offset, onBack }: Props) {
  const [record, setRecord] = useState<DeskRecord | null>(null);
  const [openedAt, setOpenedAt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(() => openRecord(client, reference), [client, reference]);
  const show = useCallback((outcome: Awaited<ReturnType<typeof read>>) => {
    if (outcome.ok) {
      setRecord(outcome.data);
      setOpenedAt(Date.now());
      setProblem(null);
    } else if (outcome.kind !== "signed-out") {
      setProblem(outcome.message);
    }
  }, []);
  const reload = useCallback(() => read().then(show), [read, show]);

  // Once per record shown: each desk_open is an audit entry, and React's development double
  // effects must not write two.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void read().then(show);
  }, [read, show]);

  // What this desk did (a note, an assignment, a download) joins the history at once, as the
  // database recorded it, without opening the record again (each opening is an audit entry).
  const remember = (kind: HistoryEntry["kind"], detail: Record<string, unknown>, change: Partial<DeskRecord> = {}) =>
    setRecord((r) => r && { ...r, ...change, history: [...r.history, { at: new Date(serverTime(Date.now(), offset)).toISOString(), kind, actor_name: me?.name ?? null, aal: me?.aal ?? null, detail }] });

  const focus = useCallback((h: HTMLHeadingElement | null) => h?.focus(), []);
  const backButton = (
    <button type="button" onClick={onBack} className="btn-outline justify-self-start">
      <SvgIcon node={ArrowLeft} className="size-5" />
      Back to the queue
    </button>
  );

  return (
    <article aria-labelledby="record-heading" className="grid gap-6">
      {backButton}
      <h2 id="record-heading" ref={focus} tabIndex={-1} className="text-3xl">
        {record ? formTypeLabel(record.type) : "Form"} <span className="tracking-wide whitespace-nowrap">{reference}</span>
      </h2>
      {!record && !problem && <p role="status">Opening the form…</p>}
      {problem && (
        <p role="alert" className="rounded-lg border-2 border-danger bg-danger-50 p-3 font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {problem}
        </p>
      )}
      {record && (
        <RecordBody client={client} record={record} nowMs={serverTime(openedAt, offset)} me={me} staff={staff} onReload={reload} onRemember={remember} />
      )}
      {record && backButton}
    </article>
  );
}
