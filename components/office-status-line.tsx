import { copyFor, type Locale } from "@/content";
import { hoursLine, officeChanges, type OfficeChange } from "@/content/office-week";
import { telHref } from "@/content/tel";
import { OfficeStatus } from "./office-status";

/**
 * The week's changes once per language: every Call button of a page hands the same list to its
 * status, so the page's payload carries it once.
 */
const changes: Partial<Record<Locale, OfficeChange[]>> = {};
const changesFor = (locale: Locale) => (changes[locale] ??= officeChanges(locale, copyFor(locale).ui.officeStatus));

/**
 * Under a Call button: whether the office is open, then the line answered at any hour. The HTML
 * cannot know the hour: beside the page's first Call button it states the office's hours ("Office
 * hours: Mon–Fri 8 AM–6 PM, …"), elsewhere nothing (every page's HTML carries the header's menu, and
 * its first response has no bytes to spare); once the page is live, "Open now · until 6 PM" or
 * "Closed now · opens Saturday 9 AM", in the same cell as the hours (the utility office-stack), so
 * nothing moves.
 */
export function OfficeStatusLine({ locale, withHours = true, className }: { locale: Locale; withHours?: boolean; className?: string }) {
  const { ui, phones } = copyFor(locale);
  const words = ui.officeStatus;
  return (
    <p className={className}>
      <span className="office-stack">
        {withHours && <span>{words.hours.replace("{hours}", hoursLine(locale))}</span>}
        <span data-live="">
          <OfficeStatus changes={changesFor(locale)} />
        </span>
      </span>
      {`${words.urgent} `}
      <a href={telHref(phones.emergency)} className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap underline">
        {phones.emergency.display}
      </a>
    </p>
  );
}

/**
 * The header's top bar: only the office's state, once the page is live (nothing in the HTML). It
 * sits at the bar's start, so its words appearing move none of the links.
 */
export function OfficeStatusNow({ locale }: { locale: Locale }) {
  return <OfficeStatus changes={changesFor(locale)} />;
}
