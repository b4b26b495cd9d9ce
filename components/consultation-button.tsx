import { copyFor, type Locale } from "@/content";
import { ConsultationLink } from "./consultation-link";

/** The spec's names for the consultation action where it names one (content's ui.consultationActions); the header's and the rest's is "Free Consultation". */
export type ConsultationAction = keyof ReturnType<typeof copyFor>["ui"]["consultationActions"];

/**
 * A consultation action: every one leads to the booking section on Home. Each keeps the label the
 * spec gives it where it names one ("Book Virtual Consultation" in Home's hero, "Schedule Online" on
 * /contact); elsewhere it reads "Free Consultation". The label is read here, on the server, so the
 * client link carries one string, not the content of both languages.
 */
export function ConsultationButton({ locale, className, action }: { locale: Locale; className?: string; action?: ConsultationAction }) {
  const { ui } = copyFor(locale);
  return <ConsultationLink locale={locale} label={action ? ui.consultationActions[action] : ui.freeConsultation} className={className} />;
}
