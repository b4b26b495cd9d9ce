import type { Locale } from "@/content/copy";
import { confirmationCopies, formCopies } from "@/content/form-copies";
import { lineNow } from "@/lib/line-now";
import { CallLink } from "@/components/call-link";

/**
 * For care needed "Immediately", above the submit button: the form's reply could take a day, so the
 * line a person answers now, with its digits (the main line while the office is open, else the line
 * answered around the clock), and 911 for someone hurt or in danger.
 */
export function CallNow({ locale }: { locale: Locale }) {
  const { now } = formCopies[locale].consultation;
  const { phone, open } = lineNow(now.lines);
  return (
    <div className="grid justify-items-start gap-3 rounded-card border-2 border-accent-600 bg-white p-4">
      <p className="font-semibold text-brand-900">{open ? now.open : now.closed}</p>
      <CallLink phone={phone} prefix={confirmationCopies[locale].call} className="btn-primary" />
      <p className="text-base text-ink-muted">{now.emergency}</p>
    </div>
  );
}
