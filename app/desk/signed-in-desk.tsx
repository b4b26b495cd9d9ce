"use client";

import { useEffect, useMemo } from "react";
import { startIdleTimer } from "@/lib/desk/idle-timer";
import { startKeepAlive } from "@/lib/desk/keep-alive";
import { guardClient, type DeskClient } from "@/lib/desk/rpc";
import type { SignOutReason } from "@/lib/desk/session";
import { DeskWorkspace } from "./desk-workspace";

type Props = {
  client: DeskClient;
  /** Must keep its identity (a useCallback): the timers start again when it changes. */
  onSignOut: (reason: SignOutReason) => void;
  /** Where the server ends a session on its own after idle calls (the local one): tells it staff are here; false once it has ended. */
  keepAlive?: () => Promise<boolean>;
};

/**
 * A session in either mode: signed out after 15 minutes without activity, and at once when the
 * server refuses a call (the session ended there, or the account is no longer staff).
 */
export function SignedInDesk({ client, onSignOut, keepAlive }: Props) {
  const guarded = useMemo(() => guardClient(client, () => onSignOut("refused")), [client, onSignOut]);
  useEffect(() => startIdleTimer({ onIdle: () => onSignOut("idle") }), [onSignOut]);
  useEffect(() => {
    if (!keepAlive) return;
    return startKeepAlive({ ping: () => void keepAlive().then((alive) => alive || onSignOut("refused")) });
  }, [keepAlive, onSignOut]);
  return <DeskWorkspace client={guarded} onSignOut={() => onSignOut("user")} />;
}
