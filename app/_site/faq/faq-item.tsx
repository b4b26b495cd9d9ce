import { localeHref, type Locale } from "@/content/copy";
import type { FaqItem as Item } from "@/content/types";
import { Icon } from "@/components/icon";

/**
 * One question as a native disclosure: it opens by click, Enter or Space with no script, and
 * find-in-page reaches closed answers. The chevron turns over when open, so the state is not told by colour.
 */
export function FaqItem({ locale, item }: { locale: Locale; item: Item }) {
  return (
    <details id={item.id} className="group rounded-card border border-brand-100 bg-white shadow-sm">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-3 text-xl font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {item.question}
        <Icon name="chevron-down" className="size-6 shrink-0 text-brand-700 group-open:rotate-180" />
      </summary>
      <div className="grid gap-3 px-5 pt-1 pb-5">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.link &&
          (item.link.href.startsWith("/") ? (
            <a href={localeHref(locale, item.link.href)} className="link justify-self-start">
              {item.link.label}
            </a>
          ) : (
            <a href={item.link.href} className="link justify-self-start">
              {item.link.label}
            </a>
          ))}
      </div>
    </details>
  );
}
