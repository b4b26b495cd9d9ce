"use client";

import { SERVICE_AREA_ID } from "@/lib/anchors";
import { nearIsland } from "./near-island";

/** The ZIP code check, its code fetched once the service-area section comes near or is reached. */
export const ZipCheckIsland = nearIsland(SERVICE_AREA_ID, () => import("./zip-check").then((m) => m.ZipCheck));
