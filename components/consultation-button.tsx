import { copyFor, type Locale } from "@/content";
import { ConsultationLink } from "./consultation-link";

/**
 * Every consultation action on the site, with one label everywhere: a family should recognise the
 * same action wherever it meets it. The label is read here, on the server,
 * so the client link carries one string, not the content of both languages.
 */
export function ConsultationButton({ locale, className }: { locale: Locale; className?: string }) {
  return <ConsultationLink locale={locale} label={copyFor(locale).ui.freeConsultation} className={className} />;
}
