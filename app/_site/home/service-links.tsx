import { localeHref, type Locale } from "@/content";
import type { Service } from "@/content/types";
import { Icon } from "@/components/icon";

/**
 * Every service by name, each a link to its card on /services: Home names all of them (memory care
 * included) in the room three cards took, and the details are one tap away.
 */
export function ServiceLinks({ locale, items }: { locale: Locale; items: readonly Service[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
      {items.map((s) => (
        <li key={s.slug}>
          <a
            href={localeHref(locale, `/services#${s.slug}`)}
            className="flex min-h-11 items-center gap-3 rounded-card border border-brand-100 bg-white px-4 py-1.5 text-lg font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon name={s.icon} className="size-5" />
            </span>
            {s.title}
            <Icon name="arrow-right" className="ml-auto size-5 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
