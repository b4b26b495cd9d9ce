"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { localeHref, routeOf, type Locale } from "@/content/copy";
import { BOOKING_SECTION_ID } from "@/lib/anchors";
import { goToBooking, rememberPendingScroll } from "@/lib/scroll";

/** The consultation action's link (components/consultation-button.tsx gives it its label). A real link, so it also works before scripts load. */
export function ConsultationLink({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  const pathname = routeOf(usePathname());
  const home = localeHref(locale, "/");
  const href = localeHref(locale, `/#${BOOKING_SECTION_ID}`);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // Home loads in full (its own CSP allows the booking widget); it scrolls on arrival, 100 ms later.
    void goToBooking(pathname, () => window.location.assign(rememberPendingScroll(BOOKING_SECTION_ID) ? home : href));
  }

  return (
    <a href={href} onClick={onClick} className={className}>
      {label}
    </a>
  );
}
