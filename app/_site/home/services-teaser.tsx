import { localeHref, type Locale } from "@/content";
import type { Service } from "@/content/types";
import { Icon } from "@/components/icon";

/**
 * The services teaser: the services content marks as teasers (Personal Care, Companionship and
 * Respite Services) as cards, each a link to its card on /services, where each is described; the
 * others named in one line; then "View All Services".
 */
export function ServicesTeaser({ locale, items, more, viewAll }: { locale: Locale; items: readonly Service[]; more: string; viewAll: string }) {
  const others = items.filter((s) => !s.teaser).map((s) => s.title);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-6">
        {items
          .filter((s) => s.teaser)
          .map((s) => (
            <li key={s.slug}>
              <a href={localeHref(locale, `/services#${s.slug}`)} className="card flex h-full items-center gap-4 py-3 hover:bg-brand-50 sm:block sm:py-6">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 sm:size-12">
                  <Icon name={s.icon} className="size-5 sm:size-6" />
                </span>
                <span className="text-xl font-bold text-brand-900 sm:mt-4 sm:block sm:text-2xl">{s.title}</span>
              </a>
            </li>
          ))}
      </ul>
      {others.length > 0 && (
        <p className="mt-4 sm:mt-6">
          {`${more}: ${new Intl.ListFormat(locale, { type: "conjunction" }).format(others)}.`}
        </p>
      )}
      <a href={localeHref(locale, "/services")} className="btn-outline mt-4">
        {viewAll}
        <Icon name="arrow-right" className="size-5" />
      </a>
    </>
  );
}
