"use client";

import { useRef, useState, type FormEvent } from "react";
import { RefreshCw } from "lucide";
import { inputClass } from "./input-class";
import { SvgIcon } from "@/components/svg-icon";
import { ALL_STATUSES, OPEN_STATUSES, type QueueFilters as Filters } from "@/lib/desk/api";
import { deskFormTypes, deskStatuses, formTypeLabel, statusLabel } from "@/lib/desk/labels";
import { DeskField } from "./desk-field";

type Props = { filters: Filters; onChange: (filters: Filters) => void; onRefresh: () => void };

// What desk_queue accepts: a reference or its start, dash included (its own check, in words).
const REFERENCE_START = /^[A-Z0-9-]{1,9}$/;

/** Which forms the queue shows: a form type, a status, the start of a reference. */
export function QueueFilters({ filters, onChange, onRefresh }: Props) {
  const [reference, setReference] = useState(filters.reference);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = reference.trim().toUpperCase();
    if (value !== "" && !REFERENCE_START.test(value)) {
      setError("A reference has letters, digits and a dash, like VH-7K3Q9F.");
      input.current?.focus();
      return;
    }
    setError(undefined);
    onChange({ ...filters, reference: value });
  };
  const clear = () => {
    setReference("");
    setError(undefined);
    onChange({ ...filters, reference: "" });
    input.current?.focus();
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(2,minmax(0,14rem))_minmax(0,1fr)_auto] lg:items-end">
      <DeskField id="queue-type" label="Form">
        {(aria) => (
          <select {...aria} value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value })} className={inputClass}>
            <option value="">All forms</option>
            {deskFormTypes.map((type) => (
              <option key={type} value={type}>
                {formTypeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </DeskField>
      <DeskField id="queue-status" label="Status">
        {(aria) => (
          <select {...aria} value={filters.status} onChange={(e) => onChange({ ...filters, status: e.target.value })} className={inputClass}>
            <option value={OPEN_STATUSES}>Open (not closed)</option>
            <option value={ALL_STATUSES}>All</option>
            {deskStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </DeskField>
      <form role="search" aria-label="Find a form by its reference" noValidate onSubmit={search} className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <div className="min-w-0 flex-1 basis-48">
          <DeskField id="queue-reference" label="Reference" error={error}>
            {(aria) => (
              <input ref={input} {...aria} type="text" autoComplete="off" spellCheck={false} value={reference} onChange={(e) => setReference(e.target.value)} className={`${inputClass} uppercase`} />
            )}
          </DeskField>
        </div>
        <button type="submit" className="btn-primary">
          Find
        </button>
        {filters.reference && (
          <button type="button" onClick={clear} className="btn-outline">
            Clear
          </button>
        )}
      </form>
      <button type="button" onClick={onRefresh} className="btn-outline justify-self-start">
        <SvgIcon node={RefreshCw} className="size-5" />
        Refresh
      </button>
    </div>
  );
}
