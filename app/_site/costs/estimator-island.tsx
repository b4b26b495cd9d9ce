"use client";

import { ESTIMATOR_ID } from "@/lib/anchors";
import { nearIsland } from "@/components/near-island";

/** The estimator, its code fetched once its section comes near or is reached. */
export const EstimatorIsland = nearIsland(ESTIMATOR_ID, () => import("./estimator").then((m) => m.Estimator));
