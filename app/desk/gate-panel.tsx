import { useCallback, type ReactNode } from "react";
import { signOutNotices, type SignOutReason } from "@/lib/desk/session";

type Props = {
  heading: string;
  /** Why the session ended, when it just did: said in the notice. */
  reason?: SignOutReason;
  /** Move the focus to the heading when shown (or once this turns true): after a sign-out, or a step of signing in. */
  focusOnMount?: boolean;
  children: ReactNode;
};

/** One panel of the way in: signing in, or how to open the desk. Nothing here shows a record. */
export function GatePanel({ heading, reason, focusOnMount = Boolean(reason), children }: Props) {
  // The content it replaced (a record, the previous step) is gone: continue from here.
  const focus = useCallback((h: HTMLHeadingElement | null) => {
    if (h && focusOnMount) h.focus();
  }, [focusOnMount]);
  return (
    <section aria-labelledby="gate-heading" className="card grid max-w-2xl gap-4">
      <h2 id="gate-heading" ref={focus} tabIndex={-1} className="text-2xl">
        {heading}
      </h2>
      {/* Read right after the heading that takes the focus. */}
      {reason && (
        <p role="status" className="rounded-lg border-2 border-brand-600 bg-brand-50 p-3 font-semibold text-brand-900">
          {signOutNotices[reason]}
        </p>
      )}
      {children}
    </section>
  );
}
