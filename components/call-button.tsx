import { copyFor, type Locale } from "@/content";
import { spanishSpokenAt } from "@/content/languages";
import type { Phone } from "@/content/types";
import { CallLink } from "./call-link";
import { Icon } from "./icon";
import { OfficeStatusLine } from "./office-status-line";

/**
 * A family's Call button, and beside it "Hablamos español" ("We speak Spanish") while the owner
 * says the line is answered in Spanish (content/languages.ts): where a family decides to call.
 * Under them, on a line of its own, whether the office is open and the line answered at any hour
 * (the office's hours in the HTML, which cannot know the hour, unless `withHours` is false because
 * the page has stated them above; "Closed now · opens Saturday 9 AM" once the page is live). Three
 * items for the wrapping row of buttons it sits in.
 */
export function CallButton({ locale, phone, className, withHours = true }: { locale: Locale; phone: Phone; className?: string; withHours?: boolean }) {
  const { ui, languages } = copyFor(locale);
  return (
    <>
      <CallLink phone={phone} prefix={ui.callPrefix} className={className} />
      {spanishSpokenAt.phone && (
        <span className="inline-flex items-center gap-2 font-semibold">
          <Icon name="message-circle" className="size-5" />
          {languages.spanishSpoken.lead}
        </span>
      )}
      <OfficeStatusLine locale={locale} withHours={withHours} className="order-last basis-full" />
    </>
  );
}
