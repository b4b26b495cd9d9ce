import type { ReactNode } from "react";

/**
 * A queue cell. On a narrow screen the rows are cards, and each cell shows its column's name
 * beside the value; screen readers already hear it from the column header, so it is hidden from them.
 */
export function QueueCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell" className="px-3 py-3 align-top max-lg:grid max-lg:grid-cols-[8.5rem_minmax(0,1fr)] max-lg:gap-3 max-lg:p-0 lg:border-b lg:border-brand-100">
      <span aria-hidden="true" className="font-semibold text-ink-muted lg:hidden">
        {label}
      </span>
      <span className="break-words">{children}</span>
    </td>
  );
}
