import { copyFor, type Locale, type SiteCopy } from "@/content";
import { fill } from "@/content/copy";
import { site } from "@/content/site";
import type { Position } from "@/content/types";
import { Banknote } from "lucide";
import { CheckList } from "@/components/check-list";
import { Icon } from "@/components/icon";
import { SvgIcon } from "@/components/svg-icon";
import { formatUsd } from "@/lib/money";
import { ApplyLinks } from "./apply-links";

/** "$20–$25 an hour" from content/site.ts; positions without a range ("Other") depend on the role. */
function payText(value: Position["value"], copy: SiteCopy["careers"]["positions"]) {
  const range = value in site.payRanges ? site.payRanges[value as keyof typeof site.payRanges] : undefined;
  return range ? `${formatUsd(range.min)}–${formatUsd(range.max)} ${copy.payPer[range.unit]}` : copy.payVaries;
}

/** What a position offers beyond its pay range (content's jobTerms), in the page's words; nothing for "Other". */
export function termsOf(value: Position["value"], copy: SiteCopy["careers"]["positions"]): string[] {
  const terms = value in site.jobTerms ? site.jobTerms[value as keyof typeof site.jobTerms] : undefined;
  if (!terms) return [];
  const words = copy.terms;
  return [
    words.payFrequency[terms.payFrequency],
    ...(terms.guaranteedHoursPerWeek > 0 ? [fill(words.guaranteedHours, { hours: terms.guaranteedHoursPerWeek })] : []),
    ...(terms.mileagePaid ? [words.mileage] : []),
    ...(terms.w2 ? [words.w2] : []),
    ...(terms.bilingualPlus ? [words.bilingual] : []),
  ];
}

/**
 * Pay on the first screen (the hero): each paid position's range, then how often pay comes and the
 * W-2 where every position shares them (content's jobTerms). The cards below say it again, with the rest.
 */
export function PaySummary({ locale }: { locale: Locale }) {
  const copy = copyFor(locale).careers.positions;
  const paid = copy.items.filter((p) => p.value in site.jobTerms);
  const terms = paid.map((p) => site.jobTerms[p.value as keyof typeof site.jobTerms]);
  const shared = [
    ...(new Set(terms.map((t) => t.payFrequency)).size === 1 ? [copy.terms.payFrequency[terms[0].payFrequency]] : []),
    ...(terms.every((t) => t.w2) ? [copy.terms.w2] : []),
  ];
  return (
    <div className="basis-full text-lg">
      <ul className="grid gap-1">
        {paid.map((p) => (
          <li key={p.value}>
            <strong className="text-brand-900">{`${p.title}: `}</strong>
            <span className="whitespace-nowrap">{payText(p.value, copy)}</span>
          </li>
        ))}
      </ul>
      {shared.length > 0 && <p className="mt-2 font-semibold text-brand-800">{shared.join(" · ")}</p>}
    </div>
  );
}

/** One entry per position; "Apply" jumps to the form and (with scripts) pre-selects the position. */
export function OpenPositions({ locale, formId }: { locale: Locale; formId: string }) {
  const copy = copyFor(locale).careers.positions;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {copy.items.map((p) => (
          <li key={p.value} className="card flex flex-col">
            <h3 className="text-2xl">{p.title}</h3>
            <p className="mt-2 flex gap-2 font-semibold text-brand-800">
              <Icon name="briefcase" className="mt-1 size-5 shrink-0" />
              {p.schedule}
            </p>
            <p className="mt-2 flex gap-2 font-semibold text-brand-800">
              <SvgIcon node={Banknote} className="mt-1 size-5 shrink-0" />
              <span>
                {copy.pay}: <span className="text-brand-900">{payText(p.value, copy)}</span>
              </span>
            </p>
            <CheckList items={termsOf(p.value, copy)} className="mt-2 gap-1 font-semibold text-brand-800" />
            <p className="mt-3 text-ink-muted">{p.summary}</p>
            <h4 className="mt-4 text-lg font-bold text-brand-900">{copy.requirements}</h4>
            <CheckList items={p.requirements} className="mt-2 flex-1 content-start gap-1" />
            <a
              href={`?position=${p.value}#${formId}`}
              data-position={p.value}
              aria-label={fill(copy.applyFor, { title: p.title })}
              className="btn-primary mt-5 self-start"
            >
              {copy.apply}
            </a>
          </li>
        ))}
      </ul>
      {/* A form field's id is its name (components/form/field.tsx). */}
      <ApplyLinks selectId="position" firstFieldId="firstName" />
    </>
  );
}
