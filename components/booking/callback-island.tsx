"use client";

import { lazy } from "react";
import type { Locale } from "@/content/copy";
import type { ServedZip } from "@/content/types";
import { HydrateLater } from "../hydrate-later";

// Fetched after the page is up, not with it: react-hook-form and the submission flow would
// otherwise grow the first load of the page holding the booking section (Home) by some 20 KB.
const CallbackForm = lazy(() => import("./callback-form").then((m) => ({ default: m.CallbackForm })));

/**
 * The call-back form as a lazily hydrated leaf: the server's HTML is the whole form (it reads and
 * takes typing at once), and React takes it over in a pass of its own once its code has arrived.
 */
export function CallbackIsland({ locale, zips }: { locale: Locale; zips: readonly ServedZip[] }) {
  return (
    <HydrateLater>
      <CallbackForm locale={locale} zips={zips} />
    </HydrateLater>
  );
}
