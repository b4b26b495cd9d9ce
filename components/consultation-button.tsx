"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { BOOKING_SECTION_ID, goToBooking, rememberPendingScroll } from "@/lib/scroll";

const HREF = `/#${BOOKING_SECTION_ID}`;

/** Every "Free Consultation" style button. A real link, so it also works before scripts load. */
export function ConsultationButton({ children, className }: { children: ReactNode; className?: string }) {
  const pathname = usePathname();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // Home loads in full (its own CSP allows the booking widget); it scrolls on arrival, 100 ms later.
    void goToBooking(pathname, () => window.location.assign(rememberPendingScroll(BOOKING_SECTION_ID) ? "/" : HREF));
  }

  return (
    <a href={HREF} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
