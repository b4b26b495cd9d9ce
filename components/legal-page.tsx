import type { ReactNode } from "react";
import type { LegalPage as LegalContent } from "@/content/legal";
import { PageHero } from "./page-hero";

/** A legal page: its date, then `first` (a section of the page's own, if any), then its sections. */
export function LegalPage({ page, updatedLabel, first }: { page: LegalContent; updatedLabel: string; first?: ReactNode }) {
  return (
    <>
      <PageHero heading={page.heading} text={page.intro} />
      <div className="container-page max-w-3xl pb-16">
        <p className="font-semibold text-ink-muted">
          {updatedLabel} <time dateTime={page.lastUpdatedIso}>{page.lastUpdated}</time>
        </p>
        {first}
        {page.sections.map((s) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-3xl">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-4">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
