"use client";

import { useEffect, useRef, useState } from "react";
import { BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX, loadScriptOnce } from "@/lib/booking";
import { scrollWhenReady, takePendingScroll } from "@/lib/scroll";

/**
 * The third-party inline booking widget. Its script is fetched only when the section comes near the
 * viewport (never before first paint). If the widget has not embedded its frame 5 s after loading
 * starts (host down, blocked, slow), a plain iframe of the booking page takes its place.
 */
export function BookingWidget({ url, scriptUrl, title }: { url: string; scriptUrl: string; title: string }) {
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
        () => {
          // Failure is handled by the timer below: the fallback frame appears at the 5 s mark.
        },
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

  if (fallback) {
    return <iframe src={url} title={title} height={BOOKING_FRAME_HEIGHT_PX} className="block h-[700px] w-full min-w-80 border-0" />;
  }
  return <div ref={container} className="calendly-inline-widget h-[700px] min-w-80" data-url={url} data-testid="booking-widget" />;
}
