"use client";

import { usePathname } from "next/navigation";

/**
 * The six main links; the current page is marked for assistive technology and by its look. Plain
 * links, as everywhere on the site: each page loads as its own document (small, prerendered, its
 * scripts cached), which costs no router code on the first load and no prefetching of other pages
 * over a visitor's phone connection.
 */
export function NavLinks({ items, className, linkClassName }: { items: readonly { href: string; label: string }[]; className: string; linkClassName: string }) {
  const pathname = usePathname().replace(/\/$/, "") || "/";
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = pathname === item.href;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`${linkClassName} ${current ? "bg-brand-50 text-brand-800 underline decoration-brand-600 decoration-[3px] underline-offset-8" : "text-ink hover:bg-brand-50 hover:text-brand-800"}`}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
