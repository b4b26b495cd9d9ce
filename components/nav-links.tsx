"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { mainNav } from "@/content/navigation";

/** The six main links; the current page is marked for assistive technology and by its look. */
export function NavLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const pathname = usePathname().replace(/\/$/, "") || "/";
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const current = pathname === item.href;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`${linkClassName} ${current ? "bg-brand-50 text-brand-800 underline decoration-brand-600 decoration-[3px] underline-offset-8" : "text-ink hover:bg-brand-50 hover:text-brand-800"}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
