"use client";

import { CONSULTATION_FORM_ID } from "@/lib/anchors";
import { nearIsland } from "@/components/near-island";

/**
 * Contact's form, its code fetched once the visitor focuses, taps, types or chooses in it. On a phone the
 * form is in the first screen, so "when near" would fetch it at once: its modules and
 * react-hook-form would compile while the page loads, the page's longest task (docs/performance.md).
 * Until then the server's HTML takes typing and choices, and a submit is held until the form is live.
 */
export const ConsultationFormIsland = nearIsland(CONSULTATION_FORM_ID, () => import("./consultation-form").then((m) => m.ConsultationForm), {
  when: "reached",
});
