import type { QueueRow as Row } from "@/lib/desk/api";
import { QUEUE_COLUMNS, QueueRow } from "./queue-row";

type Props = { rows: Row[]; nowMs: number; buttonId: (reference: string) => string; onOpen: (reference: string) => void };

/**
 * The queue as a table on a wide screen and as a list of cards on a phone, from the same markup:
 * below `lg` the rows are restyled, never scrolled sideways. The explicit roles keep it a table
 * for screen readers (Safari drops a table's semantics once CSS changes its display).
 */
export function QueueTable({ rows, nowMs, buttonId, onOpen }: Props) {
  return (
    <table role="table" className="w-full border-collapse text-left text-base max-lg:block lg:rounded-card lg:bg-white">
      <caption className="pb-3 text-left max-lg:block">
        Forms still waiting for a reply come first, the most urgent at the top; then the answered ones. Times are San Diego time.
      </caption>
      <thead role="rowgroup" className="max-lg:sr-only">
        <tr role="row">
          {QUEUE_COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col" className="border-b-2 border-brand-200 px-3 py-3 font-semibold text-brand-900">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-lg:grid max-lg:gap-4 sm:max-lg:grid-cols-2">
        {rows.map((row) => (
          <QueueRow key={row.reference} row={row} nowMs={nowMs} buttonId={buttonId(row.reference)} onOpen={onOpen} />
        ))}
      </tbody>
    </table>
  );
}
