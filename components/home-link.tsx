import type { ComponentProps } from "react";
import type { Locale } from "@/content/copy";
import { homeHref } from "@/lib/locale-prefixes.mjs";

/**
 * The link to Home in the page's language (every link on the site loads its page as a document).
 * By homeHref, not localeHref: the error screens' chunks carry this, and not the route list.
 */
export function HomeLink({ locale, ...props }: Omit<ComponentProps<"a">, "href"> & { locale: Locale }) {
  return <a href={homeHref(locale)} {...props} />;
}
