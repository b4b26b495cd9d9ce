"use client";

import { CALLBACK_REQUEST_ID } from "@/lib/anchors";
import { nearIsland } from "../near-island";

/**
 * The call-back form, its code fetched once the call-back request comes near: react-hook-form and
 * the submission flow (docs/performance.md) would otherwise join the first load of the page holding
 * the booking section, Home, and its hydration.
 */
export const CallbackIsland = nearIsland(CALLBACK_REQUEST_ID, () => import("./callback-form").then((m) => m.CallbackForm));
