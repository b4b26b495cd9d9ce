import type { Card } from "@/content/types";
import { Icon } from "./icon";
import { SideScrollList, sideScrollItem } from "./side-scroll-list";

/** The logo's three circles, each as its own outlined disc (`circles`): the three circles of care. */
const DISCS = ["border-brand-600 bg-brand-600/20", "border-accent-600 bg-accent-600/15", "border-brand-800 bg-brand-800/15"] as const;

function Feature({ item, className = "", disc }: { item: Card; className?: string; disc?: string }) {
  return (
    <li className={`flex gap-4 ${className}`}>
      {disc ? (
        <span aria-hidden="true" className={`size-10 shrink-0 rounded-full border-[3px] ${disc}`} />
      ) : (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon name={item.icon} className="size-5" />
        </span>
      )}
      <div>
        <h3 className="text-xl">{item.title}</h3>
        <p className="mt-1 text-ink-muted">{item.description}</p>
      </div>
    </li>
  );
}

/**
 * Short promises (icon, title, one sentence) as a plain list: the cards' content in half their height.
 * `scroll` (a `label` names the list): on a phone, cards side by side that scroll sideways, one
 * card's height instead of all of them (a page that must stay within its phone screens).
 * `circles`: the three circles of care, each marked by one of the logo's circles instead of an icon.
 */
export function FeatureList({ items, columns = 3, scroll, circles = false }: { items: readonly Card[]; columns?: 1 | 3; scroll?: { label: string }; circles?: boolean }) {
  if (scroll)
    return (
      <SideScrollList label={scroll.label} wide="sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-10 sm:gap-y-6 sm:overflow-visible sm:px-0 sm:py-0 sm:[contain:none] lg:grid-cols-3">
        {items.map((item) => (
          <Feature key={item.title} item={item} className={`max-sm:card sm:w-auto ${sideScrollItem}`} />
        ))}
      </SideScrollList>
    );
  return (
    <ul className={`grid gap-x-10 gap-y-6 ${columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
      {items.map((item, i) => (
        <Feature key={item.title} item={item} disc={circles ? DISCS[i % DISCS.length] : undefined} />
      ))}
    </ul>
  );
}
