import type { ComponentProps } from "react";

/**
 * Links to Home load it in full instead of navigating client-side: every page carries its own
 * Content-Security-Policy and only Home's allows the booking widget's script, so Home must arrive
 * as its own document.
 */
export function HomeLink(props: Omit<ComponentProps<"a">, "href">) {
  // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (see above)
  return <a href="/" {...props} />;
}
