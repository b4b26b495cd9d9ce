import type { Card } from "@/content/types";
import { Icon } from "@/components/icon";

/** The colours of the logo's three circles, one for each circle of care, in the logo's order. */
const tints = ["bg-brand-100 text-brand-800", "bg-accent-100 text-accent-700", "bg-brand-50 text-brand-900 ring-2 ring-brand-100"] as const;

/**
 * The three circles of whole-person care (Physical Wellbeing, Emotional Connection, Community
 * Support), compact: three short items in a row at every width. What each means is on /services.
 */
export function Circles({ items }: { items: readonly Card[] }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-6">
      {items.map((item, i) => (
        <li key={item.title} className="flex flex-col items-center gap-2 text-center">
          <span className={`inline-flex size-14 items-center justify-center rounded-full sm:size-20 ${tints[i % tints.length]}`}>
            <Icon name={item.icon} className="size-7 sm:size-9" />
          </span>
          <span className="leading-snug font-bold text-brand-900 sm:text-xl">{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
