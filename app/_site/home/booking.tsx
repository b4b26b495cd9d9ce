import { site } from "@/content/site";
import { CallLink } from "@/components/call-link";
import { copyFor, localeHref, type Locale } from "@/content";
import { BOOKING_SECTION_ID, CONSULTATION_FORM_ID } from "@/lib/scroll";
import { BookingWidget } from "./booking-client";
import { BookingNotice } from "./booking-notice";

/** The scheduling section every "Free Consultation" button leads to. */
export function Booking({ locale }: { locale: Locale }) {
  const { ui, phones } = copyFor(locale);
  const callRequest = { href: localeHref(locale, `/contact#${CONSULTATION_FORM_ID}`), label: ui.booking.requestCall };
  const headingId = `${BOOKING_SECTION_ID}-heading`;
  return (
    <section id={BOOKING_SECTION_ID} aria-labelledby={headingId} tabIndex={-1} className="bg-brand-50 focus:outline-none">
      <div className="container-page py-14 sm:py-20">
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {ui.booking.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-xl text-ink-muted">{ui.booking.intro}</p>
        <div className="mt-8 overflow-hidden rounded-card border border-brand-100 bg-white">
          {/* Without JavaScript the calendar cannot load: the 700 px space it keeps is hidden and this offer shown. */}
          <BookingNotice className="hidden noscript:flex" text={ui.booking.noScript} link={callRequest} />
          <BookingWidget
            url={site.booking.url}
            scriptUrl={site.booking.scriptUrl}
            title={ui.booking.frameTitle}
            notice={{ text: ui.booking.failed, link: callRequest }}
          />
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="font-semibold">{ui.booking.trouble}</p>
          <a href={site.booking.url} target="_blank" rel="noopener noreferrer" className="btn-outline">
            {ui.booking.openPage}
          </a>
          <CallLink phone={phones.main} prefix={ui.booking.orCall} />
        </div>
      </div>
    </section>
  );
}
