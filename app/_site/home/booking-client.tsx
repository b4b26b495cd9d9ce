"use client";

import { useEffect, useRef, useState } from "react";
import { BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX, loadScriptOnce } from "@/lib/booking";
import { scrollWhenReady, takePendingScroll } from "@/lib/scroll";
import { BookingNotice } from "./booking-notice";

type Props = {
  url: string;
  scriptUrl: string;
  title: string;
  /** What the fallback says, and the way to the consultation request form on Contact. */
  notice: { text: string; link: { href: string; label: string } };
};

/**
 * The third-party inline booking widget. Its script is fetched only when the section comes near the
 * viewport (never before first paint). When the script fails to load, at once, or when the widget
 * has not embedded its frame 5 s after loading starts (host slow or silently blocked), a plain iframe
 * of the booking page takes its place, under a notice with a link to ask for a call instead: the
 * section is never an empty box.
 */
export function BookingWidget({ url, scriptUrl, title, notice }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [fallback, setFallback] = useState(false);

  // Arriving from another page's "Free Consultation": scroll here 100 ms after Home is up.
  useEffect(() => {
    const id = takePendingScroll();
    if (id) void scrollWhenReady(id);
  }, []);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      loadScriptOnce(scriptUrl).then(
        () => {
          // The script scans for widgets only when it first runs; when Home is shown again without a
          // page load (back button), ask it for this container explicitly.
          const calendly = (window as { Calendly?: { initInlineWidget?: (o: { url: string; parentElement: Element }) => void } }).Calendly;
          if (!el.querySelector("iframe")) calendly?.initInlineWidget?.({ url, parentElement: el });
        },
        // Blocked, offline or an error answer: waiting out the 5 s would only show an empty box.
        () => setFallback(true),
      );
      timer = setTimeout(() => {
        if (!el.querySelector("iframe")) setFallback(true);
      }, BOOKING_FALLBACK_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [scriptUrl, url]);

  return (
    <>
      {/* Present from the start, so the notice is announced when it appears. */}
      <div role="status">
        {fallback && <BookingNotice {...notice} />}
      </div>
      {fallback ? (
        <iframe src={url} title={title} height={BOOKING_FRAME_HEIGHT_PX} className="block h-[700px] w-full min-w-80 border-0" />
      ) : (
        <div ref={container} className="calendly-inline-widget h-[700px] min-w-80 noscript:hidden" data-url={url} data-testid="booking-widget" />
      )}
    </>
  );
}
