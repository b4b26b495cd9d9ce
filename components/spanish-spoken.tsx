import { copyFor, type Locale } from "@/content";

/**
 * "We speak Spanish: on the phone, at the free consultation and …", where a family decides to call
 * or book (the footer of every page, Contact's phone numbers). The places are the ones the owner
 * confirmed (content/languages.ts); with none confirmed it shows nothing.
 */
export function SpanishSpoken({ locale, className }: { locale: Locale; className?: string }) {
  const { lead, places } = copyFor(locale).languages.spanishSpoken;
  if (!places) return null;
  return (
    <p className={className}>
      <span className="font-semibold">{`${lead}:`}</span>
      {` ${places}.`}
    </p>
  );
}
