import type { ReactNode } from "react";
// Direct imports: the Icon registry would pull every icon into the form's bundle.
import { CircleCheck, Info } from "lucide";
import type { Phone, ServedZip } from "@/content/types";
import { fill } from "@/content/copy";
import { checkZip } from "@/lib/service-area";
import { CallLink } from "../call-link";
import { SvgIcon } from "../svg-icon";

/** `{zip}` and `{town}` are filled in; `outsideNext` says what to do about it (the form still sends). */
export type ZipNoteWords = { served: string; outside: string; outsideNext: string };

/**
 * What a form checks a typed ZIP against: the served ZIP codes (content/site.ts), the words in the
 * page's language and, where the form offers one, the line to call when it is outside the area.
 * Handed to the form by its page (a server component), like the ZIP check's: only the page's
 * language travels, in the page's data rather than in the forms' shared bundle.
 */
export type ZipArea = { zips: readonly ServedZip[]; words: ZipNoteWords; call?: { phone: Phone; prefix: string } };

/**
 * What a ZIP code typed into a form says about the service area, for a field's `note`: nothing
 * while it is incomplete (the schema explains a wrong one on submit), the town when we serve it,
 * and a kind word when we do not, with the line to call if the form offers one. Never an error: a
 * family outside the area or a patient moving in can still send the form.
 */
export function zipNote(zip: string | undefined, { zips, words, call }: ZipArea): ReactNode {
  const answer = checkZip(zip ?? "", zips);
  if (answer.kind === "invalid") return null;
  if (answer.kind === "served") {
    return (
      <p className="mt-1 flex gap-2 font-semibold text-brand-900">
        <SvgIcon node={CircleCheck} className="mt-0.5 size-6 shrink-0 text-brand-700" />
        {fill(words.served, { zip: answer.zip, town: answer.town })}
      </p>
    );
  }
  return (
    <div className="mt-2 grid justify-items-start gap-2 rounded-card border-2 border-accent-600 bg-white p-4">
      <p className="flex gap-2 font-semibold text-brand-900">
        <SvgIcon node={Info} className="mt-0.5 size-6 shrink-0 text-accent-700" />
        {fill(words.outside, { zip: answer.zip })}
      </p>
      <p>{words.outsideNext}</p>
      {call && <CallLink phone={call.phone} prefix={call.prefix} className="btn-outline" />}
    </div>
  );
}
