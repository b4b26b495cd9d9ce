import { site, telHref } from "@/content/site";
import { ui } from "@/content/navigation";
import { BOOKING_SECTION_ID } from "@/lib/scroll";
import { BookingWidget } from "./booking-client";

/** The scheduling section every "Free Consultation" button leads to. */
export function Booking() {
  const headingId = `${BOOKING_SECTION_ID}-heading`;
  return (
    <section id={BOOKING_SECTION_ID} aria-labelledby={headingId} tabIndex={-1} className="bg-brand-50 focus:outline-none">
      <div className="container-page py-14 sm:py-20">
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {ui.booking.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-xl text-ink-muted">{ui.booking.intro}</p>
        <div className="mt-8 overflow-hidden rounded-card border border-brand-100 bg-white">
          <BookingWidget url={site.booking.url} scriptUrl={site.booking.scriptUrl} title={ui.booking.frameTitle} />
        </div>
        <p className="mt-4">
          {ui.booking.trouble}{" "}
          <a href={site.booking.url} target="_blank" rel="noopener noreferrer" className="link">
            {ui.booking.openPage}
          </a>{" "}
          {ui.booking.orCall}{" "}
          <a href={telHref(site.phones.call)} className="link whitespace-nowrap">
            {site.phones.call.display}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
