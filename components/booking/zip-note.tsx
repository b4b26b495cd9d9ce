import { CircleCheck, Info } from "lucide";
import type { Locale } from "@/content/copy";
import type { ServedZip } from "@/content/types";
import { formCopies } from "@/content/form-copies";
import { checkZip, fill } from "@/lib/service-area";
import { CallLink } from "../call-link";
import { SvgIcon } from "../svg-icon";

/**
 * What the call-back form says about its ZIP as it is typed: nothing until five digits, then
 * whether we serve it. Outside the area, a kind word and the main line; the request may still be
 * sent (a neighbour's ZIP, a family member's home). A polite live region from the start, so each
 * answer is read once it changes.
 */
export function ZipNote({ locale, zip, zips }: { locale: Locale; zip: string; zips: readonly ServedZip[] }) {
  const copy = formCopies[locale].callback;
  const answer = checkZip(zip, zips);
  return (
    <div role="status">
      {answer.kind === "served" && (
        <p className="flex gap-2 font-semibold text-brand-900">
          <SvgIcon node={CircleCheck} className="mt-1 size-5 shrink-0 text-brand-700" />
          {fill(copy.zipServed, { zip: answer.zip, town: answer.town })}
        </p>
      )}
      {answer.kind === "not-served" && (
        <div className="grid justify-items-start gap-3 rounded-card border-2 border-accent-600 bg-white p-3">
          <p className="flex gap-2 font-semibold text-brand-900">
            <SvgIcon node={Info} className="mt-1 size-5 shrink-0 text-accent-700" />
            {fill(copy.zipNotServed, { zip: answer.zip })}
          </p>
          <CallLink phone={copy.line} prefix={copy.call} className="btn-outline px-4" />
        </div>
      )}
    </div>
  );
}
