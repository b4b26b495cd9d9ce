"use client";

import { useEffect, useRef, useState } from "react";
import { defaultFilters, loadMe, loadStaff, type Me, type QueueFilters, type Staff } from "@/lib/desk/api";
import type { DeskClient } from "@/lib/desk/rpc";
import { QUEUE_HEADING_ID, QueueView, referenceButtonId } from "./queue-view";
import { RecordView } from "./record-view";
import { SessionBar } from "./session-bar";

type Props = { client: DeskClient; onSignOut: () => void };

/**
 * A signed-in desk: the queue, and one record at a time over it. The queue stays mounted while a
 * record is open (hidden), so its filters and rows are there on the way back, with the focus on
 * the reference that was opened.
 */
export function DeskWorkspace({ client, onSignOut }: Props) {
  const [me, setMe] = useState<Me | null>(null);
  const [staff, setStaff] = useState<Staff[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [filters, setFilters] = useState<QueueFilters>(defaultFilters);
  const [open, setOpen] = useState<string | null>(null);
  // How far the server's clock is from ours, from the queue's latest `now`: the record's countdown uses it too.
  const [offset, setOffset] = useState(0);
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    void Promise.all([loadMe(client), loadStaff(client)]).then(([who, list]) => {
      if (who.ok) setMe(who.data);
      if (list.ok) setStaff(list.data);
      const failure = [who, list].find((o) => !o.ok);
      setProblem(failure && !failure.ok && failure.kind !== "signed-out" ? failure.message : null);
    });
  }, [client]);

  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    const reference = returnTo.current;
    returnTo.current = null;
    // The row may have left the queue meanwhile (closed, filtered out): then the queue's heading.
    (document.getElementById(referenceButtonId(reference)) ?? document.getElementById(QUEUE_HEADING_ID))?.focus();
  }, [open]);

  const back = () => {
    returnTo.current = open;
    setOpen(null);
  };

  return (
    <div className="grid gap-6">
      <SessionBar name={me?.name ?? null} onSignOut={onSignOut} />
      {problem && (
        <p role="alert" className="font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {problem}
        </p>
      )}
      <div hidden={open !== null}>
        <QueueView client={client} filters={filters} onFiltersChange={setFilters} onOpen={setOpen} onClock={setOffset} active={open === null} />
      </div>
      {open !== null && <RecordView key={open} client={client} reference={open} me={me} staff={staff} offset={offset} onBack={back} />}
    </div>
  );
}
