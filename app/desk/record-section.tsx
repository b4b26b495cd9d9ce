import type { ReactNode } from "react";

/** One part of a record, named by its heading (a region screen reader users can jump to; focusable for when an action removes the control that had the focus). */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card grid min-w-0 content-start gap-4 p-4 sm:p-6">
      <h3 id={id} tabIndex={-1} className="text-xl">
        {title}
      </h3>
      {children}
    </section>
  );
}
