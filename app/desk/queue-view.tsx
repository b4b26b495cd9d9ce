"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ALL_STATUSES, defaultFilters, loadQueue, type Queue, type QueueFilters as Filters } from "@/lib/desk/api";
import { formatDateTime } from "@/lib/desk/format";
import type { DeskClient, RpcOutcome } from "@/lib/desk/rpc";
import { clockOffset } from "@/lib/desk/time-left";
import { ActionFeedback, done, failed, type Feedback } from "./action-feedback";
import { QueueFilters } from "./queue-filters";
import { QueueTable } from "./queue-table";

export const QUEUE_HEADING_ID = "queue-heading";
export const referenceButtonId = (reference: string) => `open-${reference}`;
/** The queue refreshes itself this often while the tab is in view. */
export const QUEUE_REFRESH_MS = 60_000;

type Props = {
  client: DeskClient;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  onOpen: (reference: string) => void;
  /** The server's clock against ours, after every load. */
  onClock: (offsetMs: number) => void;
  /** False while a record is open over the queue: no refreshing then; a refresh on the way back. */
  active: boolean;
};

const count = (n: number) => (n === 1 ? "1 form" : `${n} forms`);

export function QueueView({ client, filters, onFiltersChange, onOpen, onClock, active }: Props) {
  const [queue, setQueue] = useState<Queue | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const latest = useRef(0);
  const loadedAt = useRef(0);
  const wasHidden = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);

  /** The queue for the current filters; null when newer filters asked again meanwhile (their answer counts). */
  const request = useCallback(async (): Promise<RpcOutcome<Queue> | null> => {
    const id = ++latest.current;
    const outcome = await loadQueue(client, filters);
    return id === latest.current ? outcome : null;
  }, [client, filters]);

  /** `announce`: said in the live region (a load staff asked for); a refresh of its own stays quiet. */
  const show = useCallback(
    (outcome: RpcOutcome<Queue> | null, announce: boolean) => {
      if (!outcome) return;
      loadedAt.current = Date.now();
      if (!outcome.ok) {
        if (outcome.kind !== "signed-out") setFeedback(failed(`The queue could not be loaded. ${outcome.message}`));
        return;
      }
      // A refresh may remove the row that had the focus: the focus then goes to the heading, not to the page's start.
      const hadFocus = list.current?.contains(document.activeElement) ?? false;
      onClock(clockOffset(outcome.data.now, Date.now()));
      setQueue(outcome.data);
      setFeedback((before) => (announce ? done(`Queue updated: ${count(outcome.data.rows.length)}.`) : before?.kind === "error" ? null : before));
      if (hadFocus) requestAnimationFrame(() => !list.current?.contains(document.activeElement) && heading.current?.focus());
    },
    [onClock],
  );
  const load = useCallback((announce: boolean) => void request().then((outcome) => show(outcome, announce)), [request, show]);

  // First load, and again whenever the filters change.
  useEffect(() => {
    void request().then((outcome) => show(outcome, true));
  }, [request, show]);

  useEffect(() => {
    if (!active) {
      wasHidden.current = true;
      return;
    }
    if (wasHidden.current) {
      wasHidden.current = false;
      void request().then((outcome) => show(outcome, false));
    }
    const tick = () => document.visibilityState === "visible" && load(false);
    const timer = setInterval(tick, QUEUE_REFRESH_MS);
    // Back to a tab left in the background: at once, if the last load is older than a refresh.
    const onVisible = () => Date.now() - loadedAt.current >= QUEUE_REFRESH_MS && tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [active, load, request, show]);

  const filtered = filters.type !== defaultFilters.type || filters.status !== defaultFilters.status || filters.reference !== "";
  return (
    <section aria-labelledby={QUEUE_HEADING_ID} className="grid gap-4">
      <h2 id={QUEUE_HEADING_ID} ref={heading} tabIndex={-1} className="text-2xl">
        Queue
      </h2>
      <QueueFilters filters={filters} onChange={onFiltersChange} onRefresh={() => load(true)} />
      <ActionFeedback feedback={feedback} />
      <div ref={list}>
        {queue === null ? (
          <p>Loading the queue…</p>
        ) : queue.rows.length === 0 ? (
          <p className="card">
            {!filtered
              ? "No open forms. New forms appear here as they arrive."
              : filters.reference && filters.status !== ALL_STATUSES
                ? "No form matches these filters. To look for a reference among every form, closed ones too, choose the status All."
                : "No form matches these filters."}
          </p>
        ) : (
          <QueueTable rows={queue.rows} nowMs={Date.parse(queue.now)} buttonId={referenceButtonId} onOpen={onOpen} />
        )}
      </div>
      {queue && (
        <p className="text-base text-ink-muted">
          {count(queue.rows.length)} shown. Updated {formatDateTime(queue.now)}; the queue refreshes every minute.
        </p>
      )}
    </section>
  );
}
