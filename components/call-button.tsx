import { copyFor, type Locale } from "@/content";
import { spanishSpokenAt } from "@/content/languages";
import type { Phone } from "@/content/types";
import { CallLink } from "./call-link";
import { Icon } from "./icon";

/**
 * A family's Call button, and beside it "Hablamos español" ("We speak Spanish") while the owner
 * says the line is answered in Spanish (content/languages.ts): where a family decides to call.
 * Two items for the row of buttons it sits in.
 */
export function CallButton({ locale, phone, className }: { locale: Locale; phone: Phone; className?: string }) {
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
    </>
  );
}
