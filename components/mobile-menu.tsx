"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ui } from "@/content/navigation";
// Direct imports: the Icon registry would pull every icon into the client bundle.
import { Menu, X } from "lucide";
import { SvgIcon } from "./svg-icon";

const MENU_ID = "mobile-menu";

/** The small-screen menu. Its items are server-rendered children; choosing any of them closes it. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  function closeOnChoice(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a, button")) setOpen(false);
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-3 font-semibold text-brand-800 xl:hidden"
      >
        <SvgIcon node={open ? X : Menu} />
        <span>{ui.menuLabel}</span>
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        onClick={closeOnChoice}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-brand-100 bg-white shadow-lg xl:hidden"
      >
        {children}
      </div>
    </>
  );
}
