"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
// Direct imports: the Icon registry would pull every icon into the client bundle.
import { Menu, X } from "lucide";
import { useBrowserValue } from "@/lib/use-browser-value";
import { SvgIcon } from "./svg-icon";

const MENU_ID = "mobile-menu";
const ICON = "size-6";
const lacksPopover = () => !("showPopover" in HTMLElement.prototype);

/**
 * The small-screen menu. Its items are server-rendered children; choosing any of them closes it.
 *
 * An HTML popover, so the first tap opens it before the page's JavaScript has arrived (on a slow
 * phone, a second or more after the text shows): the browser toggles it, closes it on Escape or a
 * tap outside, returns focus to the toggle, and states it expanded to assistive technology. The icon
 * follows the popover in CSS for the same reason. React adds what HTML cannot: closing when a link
 * is chosen (so Back, which may restore this page from the browser's cache as it was, shows it
 * closed), and `aria-expanded` in the DOM. Every link is a plain one, so the menu never outlives
 * its page: a new path is a new document, with the menu closed.
 * The server's HTML has no `aria-expanded` (an explicit "false" would override the browser's state
 * while a popover opened before hydration is showing); the first client render has none either, so
 * hydration matches, and the effect below reads the popover's real state.
 *
 * Browsers without popovers (Safari before 17, which older iPhones cannot leave) hide the panel in
 * CSS until the page is live (app/globals.css); React then drops the `popover` attribute and runs
 * the menu itself, as before: a toggle, Escape, focus back to the toggle.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState<boolean>();
  // Known only in the browser: the server, and so hydration, render the popover.
  const withoutPopover = useBrowserValue(lacksPopover, false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = panel.current!;
    if (lacksPopover()) return;
    const sync = () => setOpen(menu.matches(":popover-open"));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);

  const expanded = withoutPopover ? Boolean(open) : open;
  const close = () => (withoutPopover ? setOpen(false) : panel.current?.hidePopover());
  // What the browser does for a popover, done by hand where there is none.
  useEffect(() => {
    if (!withoutPopover || !open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [withoutPopover, open]);

  function closeOnChoice(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a, button")) close();
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        popoverTarget={withoutPopover ? undefined : MENU_ID}
        onClick={withoutPopover ? () => setOpen(!open) : undefined}
        aria-expanded={expanded}
        aria-controls={MENU_ID}
        className="group/toggle inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-3 font-semibold text-brand-800 xl:hidden"
      >
        <SvgIcon node={Menu} className={`${ICON} group-has-[+:popover-open]/toggle:hidden group-aria-expanded/toggle:hidden`} />
        <SvgIcon node={X} className={`${ICON} hidden group-has-[+:popover-open]/toggle:block group-aria-expanded/toggle:block`} />
        {/* Visible where there is room beside the logo and the call button; always its name. */}
        <span className="sr-only min-[420px]:not-sr-only">{label}</span>
      </button>
      {/* In the top layer, so placed against the viewport, under the fixed header; the popover's
          default box (centred, bordered, padded) is reset. */}
      <div
        ref={panel}
        id={MENU_ID}
        popover={withoutPopover ? undefined : "auto"}
        hidden={withoutPopover && !open}
        onClick={closeOnChoice}
        className="fixed inset-x-0 top-(--header-height) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--header-height))] w-auto max-w-none overflow-y-auto border-0 border-t border-brand-100 bg-white p-0 text-ink shadow-lg xl:hidden"
      >
        {children}
      </div>
    </>
  );
}
