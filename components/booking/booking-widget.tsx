"use client";

import { useEffect, useRef, useState } from "react";
import { BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX, loadScriptOnce, onCallbackSent } from "@/lib/booking";
import { BOOKING_WIDGET_ATTR } from "@/lib/booking-widget.mjs";
import { onceNear } from "@/lib/near";
import { BookingNotice } from "./booking-notice";

type Link = { href: string; label: string };

type Props = {
  url: string;
  scriptUrl: string;
  title: string;
  copy: {
    /** The 5 s fallback's notice, above the plain frame. */
    failed: string;
    /** The script could not load: said once, in place of any frame. */
    blocked: string;
    trouble: string;
    openPage: string;
    /** Shown in the calendar's place until the widget puts anything there. */
    loading: string;
    /** The two notices once the call-back request was sent: without the way to it. */
    afterCallback: { failed: string; blocked: string };
  };
  /** The way to the call-back form beside the calendar. */
  callback: Link;
};

/**
 * What the calendar shows: the third-party widget (the default), the plain 700 px frame of the
 * booking page when the script loaded (or is still loading) but nothing was embedded 5 s after
 * loading started, or, when the script cannot load at all, no frame but one message: a host,
 * content blocker or firewall that stops the script stops the page's frame too, which would show
 * only a grey box. That holds even when the failure comes after the 5 s frame.
 */
type State = "widget" | "frame" | "blocked";

/**
 * The inline booking widget. Its script is fetched only when the calendar comes near the viewport
 * (never before first paint), and the 5 s count starts there.
 */
export function BookingWidget({ url, scriptUrl, title, copy, callback }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("widget");
  // Once the call-back request beside it went through, the notices stop offering to send one.
  const [callbackSent, setCallbackSent] = useState(false);
  useEffect(() => onCallbackSent(() => setCallbackSent(true)), []);
  const notices = callbackSent ? copy.afterCallback : copy;
  const link = callbackSent ? undefined : callback;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const start = () => {
      loadScriptOnce(scriptUrl).then(
        () => {
          // The script scans for widgets only when it first runs; when the page is shown again
          // without a load (back button), ask it for this container explicitly.
          const calendly = (window as { Calendly?: { initInlineWidget?: (o: { url: string; parentElement: Element }) => void } }).Calendly;
          if (!done && !el.querySelector("iframe")) calendly?.initInlineWidget?.({ url, parentElement: el });
        },
        () => {
          if (!done) setState("blocked");
        },
      );
      timer = setTimeout(() => {
        if (!el.querySelector("iframe")) setState((now) => (now === "widget" ? "frame" : now));
      }, BOOKING_FALLBACK_MS);
    };
    const stopWatching = onceNear(el, start);
    return () => {
      done = true;
      stopWatching();
      clearTimeout(timer);
    };
  }, [scriptUrl, url]);

  const openPage = (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn-outline">
      {copy.openPage}
    </a>
  );
  return (
    <>
      {/* Present from the start, so what appears in it is announced. */}
      <div role="status">
        {state === "frame" && <BookingNotice text={notices.failed} link={link} />}
        {state === "blocked" && (
          <BookingNotice text={notices.blocked} link={link}>
            {openPage}
          </BookingNotice>
        )}
      </div>
      {state === "frame" && <iframe src={url} title={title} height={BOOKING_FRAME_HEIGHT_PX} className="block h-[700px] w-full min-w-80 border-0" />}
      {state === "widget" && (
        // The attribute tells the build this page's policy must allow the calendar (lib/booking-widget.mjs).
        <div
          ref={container}
          // Until the widget fills it, its box says what is coming (CSS, from data-loading): not a blank 700 px.
          className="calendly-inline-widget h-[700px] min-w-80 noscript:hidden empty:before:block empty:before:p-10 empty:before:text-center empty:before:text-ink-muted empty:before:content-[attr(data-loading)]"
          data-url={url}
          data-loading={copy.loading}
          data-testid="booking-widget"
          {...{ [BOOKING_WIDGET_ATTR]: "" }}
        />
      )}
      {state !== "blocked" && (
        <div className="flex flex-wrap items-center gap-4 border-t border-brand-100 p-5 sm:p-6">
          <p className="font-semibold">{copy.trouble}</p>
          {openPage}
        </div>
      )}
    </>
  );
}
