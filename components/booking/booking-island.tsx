"use client";

import { type ComponentProps, useEffect } from "react";
import { BOOKING_SECTION_ID } from "@/lib/anchors";
import { scrollWhenReady, takePendingScroll } from "@/lib/scroll";
import { nearIsland } from "../near-island";
import type { BookingWidget } from "./booking-widget";

/** The booking calendar, its code fetched once the booking section comes near (it does nothing before). */
const Calendar = nearIsland(BOOKING_SECTION_ID, () => import("./booking-widget").then((m) => m.BookingWidget));

/**
 * The calendar, and what Home does as soon as it is live: arriving from another page's consultation
 * button, scroll to the booking section 100 ms after the page is up (lib/scroll.ts).
 */
export function BookingIsland(props: ComponentProps<typeof BookingWidget>) {
  useEffect(() => {
    const id = takePendingScroll();
    if (id) void scrollWhenReady(id);
  }, []);
  return <Calendar {...props} />;
}
