"use client";

import { useCallback, useEffect, useState } from "react";
import { hostedClients, type HostedClients } from "@/lib/desk/client";
import { hasSecondFactor, hasSession } from "@/lib/desk/hosted-auth";
import type { SignOutReason } from "@/lib/desk/session";
import { HostedSignIn, type SignInStart } from "./hosted-sign-in";
import { SignedInDesk } from "./signed-in-desk";

type State =
  | { kind: "checking" }
  | { kind: "unavailable" }
  | { kind: "sign-in"; start: SignInStart; reason?: SignOutReason }
  | { kind: "signed-in" };

/** The hosted desk: Supabase Auth, e-mail code then authenticator app, before any record is read. */
export function HostedDesk({ url, anonKey }: { url: string; anonKey: string }) {
  const [clients, setClients] = useState<HostedClients | null>(null);
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const found = await hostedClients(url, anonKey);
        // A reload keeps this tab's session: at aal2 the desk opens; with the e-mail code alone it
        // asks for the second factor.
        const next: State = !(await hasSession(found.auth))
          ? { kind: "sign-in", start: "email" }
          : (await hasSecondFactor(found.auth))
            ? { kind: "signed-in" }
            : { kind: "sign-in", start: "second-factor" };
        if (!live) return;
        setClients(found);
        setState(next);
      } catch {
        if (live) setState({ kind: "unavailable" });
      }
    })();
    return () => {
      live = false;
    };
  }, [url, anonKey]);

  const signOut = useCallback(
    (reason: SignOutReason) => {
      // This tab's session only: staff signed in elsewhere stay signed in there.
      void clients?.auth.signOut({ scope: "local" });
      setState({ kind: "sign-in", start: "email", reason });
    },
    [clients],
  );

  if (state.kind === "checking") return <p role="status">Checking your session…</p>;
  if (state.kind === "unavailable" || !clients) {
    return <p role="alert" className="font-semibold text-danger">The desk could not start. Check the connection, then reload the page.</p>;
  }
  if (state.kind === "signed-in") return <SignedInDesk client={clients.client} onSignOut={signOut} />;
  return <HostedSignIn auth={clients.auth} start={state.start} reason={state.reason} onSignedIn={() => setState({ kind: "signed-in" })} onCancel={() => signOut("user")} />;
}
