/** How a desk session ends, and what staff are told when it did not end by their own hand. */
import { IDLE_SIGN_OUT_MS } from "./idle-timer";

export type SignOutReason = "user" | "idle" | "refused";

const IDLE_MINUTES = IDLE_SIGN_OUT_MS / 60_000;

export const signOutNotices: Record<SignOutReason, string> = {
  user: "You are signed out.",
  idle: `You were signed out after ${IDLE_MINUTES} minutes without activity, to keep people's records private.`,
  refused: "The desk closed: your session has ended, or this account may no longer use the desk. Sign in again to continue.",
};
