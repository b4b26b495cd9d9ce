"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { localDeskClient } from "@/lib/desk/client";
import { endLocalSession, localSessionEnded, startLocalSession, takeTokenFromAddress } from "@/lib/desk/local-session";
import type { DeskClient } from "@/lib/desk/rpc";
import type { SignOutReason } from "@/lib/desk/session";
import { GatePanel } from "./gate-panel";
import { SignedInDesk } from "./signed-in-desk";

/** Asking whether the session lives also starts its idle clock again on the server. */
const keepAlive = async () => !(await localSessionEnded());

type State =
  | { kind: "checking" }
  | { kind: "signed-out"; reason?: SignOutReason; message?: string }
  | { kind: "signed-in"; client: DeskClient };

/** The desk on the owner's computer: the one-time link's token, traded for a cookie session. */
export function LocalDesk() {
  const [state, setState] = useState<State>({ kind: "checking" });
  // Once per page: the token works once, and React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // First of all, before any request: the token leaves the address bar (and so the history).
    const token = takeTokenFromAddress();
    void (async () => {
      const session = await startLocalSession(token);
      if (!session.ok) return setState({ kind: "signed-out", message: session.message });
      try {
        setState({ kind: "signed-in", client: await localDeskClient() });
      } catch {
        setState({ kind: "signed-out", message: "The desk could not start. Reload the page to try again." });
      }
    })();
  }, []);

  const signOut = useCallback((reason: SignOutReason) => {
    void endLocalSession();
    setState({ kind: "signed-out", reason });
  }, []);

  if (state.kind === "checking") return <p role="status">Checking your session…</p>;
  if (state.kind === "signed-in") return <SignedInDesk client={state.client} onSignOut={signOut} keepAlive={keepAlive} />;
  return (
    <GatePanel heading="Open the desk from its link" reason={state.reason}>
      {state.message && <p className="font-semibold">{state.message}</p>}
      <p>
        Open the desk with the link <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono whitespace-nowrap">npm start</code> printed in its
        terminal. The link works once, on this computer only.
      </p>
    </GatePanel>
  );
}
