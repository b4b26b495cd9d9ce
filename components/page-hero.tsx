import type { ReactNode } from "react";

/** The first section of every page: its one h1 and a short lead. */
export function PageHero({ heading, text, eyebrow, children }: { heading: string; text: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page py-10 sm:py-20">
        {eyebrow && <p className="mb-3 font-semibold text-accent-700">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-xl text-ink-muted">{text}</p>
        {children && <div className="mt-8 flex flex-wrap gap-4">{children}</div>}
      </div>
    </section>
  );
}
