"use client";

import { deskMode, type DeskMode } from "@/lib/desk/mode";
import { HostedDesk } from "./hosted-desk";
import { LocalDesk } from "./local-desk";

/** The desk, in the mode this build has (lib/desk/mode.ts): hosted Supabase, or the owner's computer. */
export function DeskApp({ mode = deskMode }: { mode?: DeskMode }) {
  return mode.kind === "hosted" ? <HostedDesk url={mode.url} anonKey={mode.anonKey} /> : <LocalDesk />;
}
