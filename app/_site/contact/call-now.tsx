import type { Phone } from "@/content/types";
import type { LineNow } from "@/lib/line-now";
import type { CallNowConfirmation } from "@/components/form/use-form-submission";
import { CallLink } from "@/components/call-link";

/**
 * The words and lines for care needed "Immediately" (content/pages/contact.<language>.json `callNow`, the page's
 * language), handed to the form by its page: `lines.open` while the office is open, else `lines.closed`.
 */
export type CallNowCopy = {
  words: { open: string; closed: string; emergency: string; confirmation: CallNowConfirmation["words"] };
  lines: { open: Phone; closed: Phone };
  prefix: string;
};

/**
 * For care needed "Immediately", above the submit button: the form's reply could take a day, so the
 * line a person answers now, with its digits, and 911 for someone hurt or in danger.
 */
export function CallNow({ copy: { words, prefix }, line: { phone, open } }: { copy: CallNowCopy; line: LineNow<Phone> }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-card border-2 border-accent-600 bg-white p-4">
      <p className="font-semibold text-brand-900">{open ? words.open : words.closed}</p>
      <CallLink phone={phone} prefix={prefix} className="btn-primary" />
      <p className="text-base text-ink-muted">{words.emergency}</p>
    </div>
  );
}
