"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { routeOf } from "@/content/copy";

/** Home loads in full, a plain <a> (components/home-link.tsx says why); any other page navigates client-side. */
function NavLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return routeOf(href) === "/" ? <a href={href} {...props} /> : <Link href={href} {...props} />;
}

/** The six main links; the current page is marked for assistive technology and by its look. */
export function NavLinks({ items, className, linkClassName }: { items: readonly { href: string; label: string }[]; className: string; linkClassName: string }) {
  const pathname = usePathname().replace(/\/$/, "") || "/";
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = pathname === item.href;
        return (
          <li key={item.href}>
            <NavLink
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`${linkClassName} ${current ? "bg-brand-50 text-brand-800 underline decoration-brand-600 decoration-[3px] underline-offset-8" : "text-ink hover:bg-brand-50 hover:text-brand-800"}`}
            >
              {item.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
