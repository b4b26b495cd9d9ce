import type { Card } from "@/content/types";
import { Icon } from "./icon";

/** A card with its icon, or without one: its title then carries the check mark drawn in CSS. */
type GridCard = Omit<Card, "icon"> & { icon?: Card["icon"] };

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * Cards mapped from content/ (values, benefits, partners, …). Cards without an icon (the careers
 * page's benefits, whose first response is the tightest of the site) mark their titles in CSS.
 */
export function CardGrid({ items, cols = 3 }: { items: readonly GridCard[]; cols?: keyof typeof columns }) {
  return (
    <ul className={`grid gap-4 sm:gap-6 ${columns[cols]}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon ? (
            // The icon beside the title on phones (a shorter page), above it where there are columns.
            <div className="flex items-center gap-4 sm:block">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon name={item.icon} />
              </span>
              <h3 className="text-2xl sm:mt-4">{item.title}</h3>
            </div>
          ) : (
            <h3 className="checked text-2xl [--check:1.5rem]">{item.title}</h3>
          )}
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
