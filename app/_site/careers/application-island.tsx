"use client";

import { APPLICATION_ID } from "@/lib/anchors";
import { nearIsland } from "@/components/near-island";

/**
 * The job application, its code fetched once its section comes near or is reached (an "Apply"
 * scrolls to it): it is the last part of the page, and its modules, fields and react-hook-form
 * would otherwise be compiled and hydrated while the page loads (docs/performance.md).
 */
export const ApplicationFormIsland = nearIsland(APPLICATION_ID, () => import("./application-form").then((m) => m.ApplicationForm));
