import type { ComponentProps } from "react";
import { localeHref, type Locale } from "@/content/copy";

/**
 * Links to Home load it in full instead of navigating client-side: every page carries its own
 * Content-Security-Policy and only Home's allows the booking widget's script, so Home must arrive
 * as its own document.
 */
export function HomeLink({ locale, ...props }: Omit<ComponentProps<"a">, "href"> & { locale: Locale }) {
  return <a href={localeHref(locale, "/")} {...props} />;
}
