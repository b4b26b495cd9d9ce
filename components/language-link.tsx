"use client";

import { usePathname } from "next/navigation";
import type { Locale } from "@/content/copy";
import { localeHref, publicRoutes, routeOf } from "@/lib/routes.mjs";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * named in that language (so `lang` and `hreflang` say which). A full load: each language has
 * its own root layout. From a page that doesn't exist (a 404), the other language's home.
 */
export function LanguageLink({ to, name, className }: { to: Locale; name: string; className: string }) {
  const route = routeOf(usePathname());
  const href = localeHref(to, publicRoutes.includes(route) ? route : "/");
  return (
    <a href={href} hrefLang={to} lang={to} className={className}>
      {name}
    </a>
  );
}
