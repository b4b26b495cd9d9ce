"use client";

import { CONSULTATION_FORM_ID } from "@/lib/anchors";
import { nearIsland } from "@/components/near-island";

/**
 * The consultation request form, its code fetched once it comes near or is reached: on a phone it
 * starts below the first two screens, and its modules, fields and react-hook-form would otherwise
 * be compiled and hydrated while the page loads (docs/performance.md).
 */
export const ConsultationFormIsland = nearIsland(CONSULTATION_FORM_ID, () => import("./consultation-form").then((m) => m.ConsultationForm));
