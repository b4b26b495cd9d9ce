"use client";

import { X } from "lucide";
import { useEffect, useRef, useState } from "react";
import type { SiteCopy } from "@/content";
import type { Locale } from "@/content/copy";
import { OFFER_DISMISSED_KEY } from "@/lib/language-offer";
import { useSamePageIn } from "./language-link";
import { SvgIcon } from "./svg-icon";

/** The line's height while it shows; globals.css keeps that much room below the page and above a focused element. */
const HEIGHT_VAR = "--language-offer-height";

/**
 * "¿Prefiere español? Ver esta página en español" on a page of another language, when the browser
 * prefers `to` (navigator.languages) and the reader has not closed it before. Never a redirect.
 *
 * Rendered by ./language-offer-gate.tsx once the browser is known to want it (its code loads then).
 * Nothing is in the HTML: the line is added once the page is live, fixed to the bottom of the
 * window, so nothing on the page moves (no layout shift); the room it takes is added below the
 * page, so the end of the page scrolls clear of it. It is second in the tab order, after the skip
 * link; closing it hands focus to the main content.
 */
export function LanguageOffer({ to, words }: { to: Locale; words: SiteCopy["languages"]["offer"] }) {
  const href = useSamePageIn(to);
  const [closed, setClosed] = useState(false);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = bar.current;
    if (closed || !el) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [closed]);

  if (closed) return null;

  const close = () => {
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, "1");
    } catch {
      // storage blocked: closed for this page only
    }
    if (bar.current?.contains(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true });
    setClosed(true);
  };

  return (
    <section ref={bar} aria-label={words.label} lang={to} className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-brand-600 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)]">
      <div className="container-page flex items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-x-3">
          <span className="hidden sm:inline">{words.question}</span>
          <a href={href} hrefLang={to} className="link inline-flex min-h-11 items-center font-semibold">
            {words.link}
          </a>
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={words.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-black/5"
        >
          <SvgIcon node={X} className="size-6" />
        </button>
      </div>
    </section>
  );
}
