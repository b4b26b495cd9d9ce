import { site } from "@/content/site";
import { CallButton } from "@/components/call-button";
import { copyFor, type Locale } from "@/content";
import { fill } from "@/content/copy";
import { BOOKING_SECTION_ID, CALLBACK_REQUEST_ID } from "@/lib/anchors";
import { BookingNotice } from "./booking-notice";
import { BookingIsland } from "./booking-island";
import { CallbackIsland } from "./callback-island";

/**
 * Where every consultation button leads: three ways to start, in this order. First a call-back
 * request our own function takes (it works where a hospital firewall or a content blocker stops
 * the calendar), then the booking calendar, then the main line. A section of its own, so a page
 * other than Home can hold it (that page's Content-Security-Policy must then allow the calendar:
 * scripts/security-headers.mjs).
 */
export function BookingDestination({ locale }: { locale: Locale }) {
  const { ui, phones } = copyFor(locale);
  const copy = ui.booking;
  const phone = phones.main;
  const headingId = `${BOOKING_SECTION_ID}-heading`;
  const callback = { href: `#${CALLBACK_REQUEST_ID}`, label: copy.requestCall };
  return (
    <section id={BOOKING_SECTION_ID} aria-labelledby={headingId} tabIndex={-1} className="bg-brand-50 focus:outline-none">
      <div className="container-page py-8 sm:py-20">
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-xl text-ink-muted">{copy.intro}</p>
        {/* Without JavaScript neither the form nor the calendar can work: said once, here. */}
        <BookingNotice className="mt-8 hidden rounded-card noscript:flex" text={fill(copy.noScript, { phone: phone.display })} />
        {/* Phone and narrow screens: one column in this order. Wide: the call-back and the phone on the left, the calendar beside them. */}
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 sm:mt-8 sm:gap-8 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr]">
          <div id={CALLBACK_REQUEST_ID} tabIndex={-1} className="card noscript:hidden lg:col-start-1 lg:row-start-1">
            <h3 className="text-2xl">{copy.callback.heading}</h3>
            <p className="mt-2 text-ink-muted">{copy.callback.text}</p>
            <div className="mt-4 sm:mt-6">
              <CallbackIsland locale={locale} zips={site.serviceArea.zips} />
            </div>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <h3 className="text-2xl">{copy.calendar.heading}</h3>
            <p className="mt-2 text-ink-muted">{copy.calendar.text}</p>
            <div className="mt-4 overflow-hidden rounded-card border border-brand-100 bg-white sm:mt-6">
              <BookingIsland
                url={site.booking.url}
                scriptUrl={site.booking.scriptUrl}
                title={copy.frameTitle}
                copy={{
                  failed: copy.failed,
                  blocked: fill(copy.blocked, { phone: phone.display }),
                  trouble: copy.trouble,
                  openPage: copy.openPage,
                  loading: copy.loading,
                  afterCallback: { failed: copy.afterCallback.failed, blocked: fill(copy.afterCallback.blocked, { phone: phone.display }) },
                }}
                callback={callback}
              />
            </div>
          </div>
          <div className="card lg:col-start-1 lg:row-start-2 lg:self-start">
            <h3 className="text-2xl">{copy.phone.heading}</h3>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              {/* Under the button, whether the office is open once the page is live; Home's hero has stated the hours. */}
              <CallButton locale={locale} phone={phone} className="btn-primary" withHours={false} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
