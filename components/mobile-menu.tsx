"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { ui } from "@/content/navigation";
// Direct imports: the Icon registry would pull every icon into the client bundle.
import { Menu, X } from "lucide";
import { SvgIcon } from "./svg-icon";

const MENU_ID = "mobile-menu";
const ICON = "size-6";

/**
 * The small-screen menu. Its items are server-rendered children; choosing any of them closes it.
 *
 * An HTML popover, so the first tap opens it before the page's JavaScript has arrived (on a slow
 * phone, a second or more after the text shows): the browser toggles it, closes it on Escape or a
 * tap outside, returns focus to the toggle, and states it expanded to assistive technology. The icon
 * follows the popover in CSS for the same reason. React adds what HTML cannot: closing when a link
 * is chosen or after a client-side navigation (the header stays), and `aria-expanded` in the DOM.
 * The server's HTML has no `aria-expanded` (an explicit "false" would override the browser's state
 * while a popover opened before hydration is showing); the first client render has none either, so
 * hydration matches, and the effect below reads the popover's real state.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<boolean>();
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shownAt = useRef(pathname);

  useEffect(() => {
    const menu = panel.current!;
    const sync = () => setOpen(menu.matches(":popover-open"));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);

  // Back or Forward with the menu open; not on mount, which would close a menu opened before.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    panel.current?.hidePopover();
  }, [pathname]);

  function closeOnChoice(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a, button")) panel.current?.hidePopover();
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-expanded={open}
        aria-controls={MENU_ID}
        className="group/toggle inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-3 font-semibold text-brand-800 xl:hidden"
      >
        <SvgIcon node={Menu} className={`${ICON} group-has-[+:popover-open]/toggle:hidden`} />
        <SvgIcon node={X} className={`${ICON} hidden group-has-[+:popover-open]/toggle:block`} />
        <span>{ui.menuLabel}</span>
      </button>
      {/* In the top layer, so placed against the viewport, under the fixed header; the popover's
          default box (centred, bordered, padded) is reset. */}
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        onClick={closeOnChoice}
        className="fixed inset-x-0 top-(--header-height) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--header-height))] w-auto max-w-none overflow-y-auto border-0 border-t border-brand-100 bg-white p-0 text-ink shadow-lg xl:hidden"
      >
        {children}
      </div>
    </>
  );
}
