"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { routeOf } from "@/content/copy";

/**
 * Home loads in full, a plain <a> (components/home-link.tsx says why); any other page navigates
 * client-side. The link to the page already shown takes the visitor to its top, as a plain link would
 * (a client-side navigation to the same page leaves the scroll where it was).
 */
function NavLink({ href, current, ...props }: ComponentProps<"a"> & { href: string; current: boolean }) {
  if (routeOf(href) === "/") return <a href={href} {...props} />;
  return <Link href={href} onClick={current ? () => window.scrollTo({ top: 0 }) : undefined} {...props} />;
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
              current={current}
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
