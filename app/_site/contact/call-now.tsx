import type { Phone } from "@/content/types";
import type { CallNowConfirmation } from "@/components/form/use-form-submission";
import { CallLink } from "@/components/call-link";

/**
 * The words and lines for care needed "Immediately" (content/pages/contact.<language>.json `callNow`, the page's
 * language), handed to the form by its page: `lines.open` while the office is open, else `lines.closed`.
 */
export type CallNowCopy = {
  words: { open: string; closed: string; anyHour: string; emergency: string; confirmation: CallNowConfirmation["words"] };
  lines: { open: Phone; closed: Phone };
  prefix: string;
};

/**
 * For care needed "Immediately", right under the urgency select: the form's reply could take a day,
 * so the line a person answers now, with its digits, and 911 for someone hurt or in danger.
 *
 * It is in the page's HTML and shown by CSS whenever the select says "Immediately" (the form's
 * `:has()`), so a choice made before the form's script is live shows it too. `open`: whether the
 * office is open, once the page is live (null in the HTML, which cannot know the hour: then the line
 * answered around the clock, true at any hour).
 */
export function CallNow({ copy: { words, lines, prefix }, open }: { copy: CallNowCopy; open: boolean | null }) {
  return (
    // `immediate` is CARE_NOW (form-options.ts): a class name must be written out whole for Tailwind to find it.
    <div className="hidden justify-items-start gap-3 rounded-card border-2 border-accent-600 bg-white p-4 group-has-[select[name=urgency]_option[value=immediate]:checked]/form:grid">
      <p className="font-semibold text-brand-900">{open === null ? words.anyHour : open ? words.open : words.closed}</p>
      <CallLink phone={open ? lines.open : lines.closed} prefix={prefix} className="btn-primary" />
      <p className="text-base text-ink-muted">{words.emergency}</p>
    </div>
  );
}
