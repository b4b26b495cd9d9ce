import type { ComponentProps } from "react";
import { localeHref, type Locale } from "@/content/copy";

/** The link to Home in the page's language (every link on the site loads its page as a document). */
export function HomeLink({ locale, ...props }: Omit<ComponentProps<"a">, "href"> & { locale: Locale }) {
  return <a href={localeHref(locale, "/")} {...props} />;
}
