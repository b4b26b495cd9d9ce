"use client";

import { usePathname } from "next/navigation";
import type { Locale } from "@/content/copy";
import { localeHref, publicRoutes, routeOf } from "@/lib/routes.mjs";

/** This page in another language; from a page that doesn't exist (a 404), that language's home. */
export function useSamePageIn(to: Locale): string {
  const route = routeOf(usePathname());
  return localeHref(to, publicRoutes.includes(route) ? route : "/");
}

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * named in that language (so `lang` and `hreflang` say which). A full load: each language has
 * its own root layout.
 */
export function LanguageLink({ to, name, className }: { to: Locale; name: string; className: string }) {
  return (
    <a href={useSamePageIn(to)} hrefLang={to} lang={to} className={className}>
      {name}
    </a>
  );
}
