"use client";

import { usePathname, useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { BOOKING_SECTION_ID, goToBooking } from "@/lib/scroll";

/** Every "Free Consultation" style button. A real link, so it also works before scripts load. */
export function ConsultationButton({ children, className }: { children: ReactNode; className?: string }) {
  const pathname = usePathname();
  const router = useRouter();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void goToBooking(pathname, () => router.push("/", { scroll: false }));
  }

  return (
    <a href={`/#${BOOKING_SECTION_ID}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
