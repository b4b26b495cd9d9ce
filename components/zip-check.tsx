"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
// Direct imports: the Icon registry would pull every icon into the client bundle.
import { CircleAlert, CircleCheck, Info, Phone as PhoneIcon } from "lucide";
import type { Locale, SiteCopy } from "@/content";
import type { ServedZip } from "@/content/types";
import { goLive, HELD } from "@/lib/held-submit.mjs";
import { fill } from "@/content/copy";
import { checkZip, type ZipAnswer } from "@/lib/service-area";
import { inputClass } from "./form/input-class";
import { ConsultationLink } from "./consultation-link";
import { SvgIcon } from "./svg-icon";

/** `call`: the main line's tel: link and its text ("Call (858) 555-0100"), built on the server from content/site.ts. */
type Call = { href: string; text: string };
/** `bookLabel`: the consultation action's one label (content's ui.freeConsultation). */
type Props = { locale: Locale; zips: readonly ServedZip[]; copy: SiteCopy["serviceAreaCheck"]; call: Call; bookLabel: string; townsHref: string };

// Not "zip": the consultation form on the same page (Contact) has a field of that name and id.
const INPUT_ID = "zip-check";
const HINT_ID = `${INPUT_ID}-hint`;
const ANSWER_ID = `${INPUT_ID}-answer`;

/**
 * The ZIP code check: answers in a polite live region as soon as a complete ZIP is typed, and on
 * Enter or the button for anything else. Plain state, no form library: it ships on Home.
 *
 * Without JavaScript the served towns are listed beside it or a link away (`townsHref`), and the form's action goes there.
 * Before React has it, the runtime's loader holds a submit back (data-pending); it is answered here
 * once live, as is a ZIP typed before then or restored by the browser on Back.
 */
export function ZipCheck({ locale, zips, copy, call, bookLabel, townsHref }: Props) {
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = form.current!;
    const held = goLive(el);
    el.removeAttribute(HELD);
    const early = checkZip(input.current!.value, zips);
    if (held || early.kind !== "invalid") setAnswer(early);
  }, [zips]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(checkZip(input.current!.value, zips));
  }

  // A complete ZIP answers at once; a half-typed one clears a stale answer without scolding.
  function onChange() {
    const next = checkZip(input.current!.value, zips);
    setAnswer(next.kind === "invalid" ? null : next);
  }

  const invalid = answer?.kind === "invalid";
  return (
    <form ref={form} action={townsHref} onSubmit={onSubmit} noValidate className="grid content-start gap-2 noscript:hidden">
      <label htmlFor={INPUT_ID} className="font-semibold text-ink">
        {copy.label}
      </label>
      <p id={HINT_ID} className="text-base text-ink-muted">
        {copy.hint}
      </p>
      <div className="flex flex-wrap gap-3">
        <input
          ref={input}
          id={INPUT_ID}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          enterKeyHint="go"
          onChange={onChange}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${HINT_ID} ${ANSWER_ID}` : HINT_ID}
          className={`${inputClass} max-w-40`}
        />
        <button type="submit" className="btn-primary">
          {copy.check}
        </button>
      </div>
      <div id={ANSWER_ID} role="status" className="mt-2">
        {answer && <Answer locale={locale} answer={answer} copy={copy} call={call} bookLabel={bookLabel} />}
      </div>
    </form>
  );
}

function Answer({ locale, answer, copy, call, bookLabel }: { locale: Locale; answer: ZipAnswer; copy: Props["copy"]; call: Call; bookLabel: string }) {
  if (answer.kind === "invalid") {
    return (
      <p className="flex gap-2 font-semibold text-danger">
        <SvgIcon node={CircleAlert} className="mt-1 size-6 shrink-0" />
        {copy.invalid}
      </p>
    );
  }
  const served = answer.kind === "served";
  return (
    <div className={`rounded-card border-2 bg-white p-5 ${served ? "border-brand-600" : "border-accent-600"}`}>
      <p className="flex gap-2 text-xl font-bold text-brand-900">
        <SvgIcon node={served ? CircleCheck : Info} className={`mt-1 size-6 shrink-0 ${served ? "text-brand-700" : "text-accent-700"}`} />
        {served ? fill(copy.served, { zip: answer.zip, town: answer.town }) : fill(copy.notServed, { zip: answer.zip })}
      </p>
      <p className="mt-2 text-ink-muted">{served ? copy.servedNext : copy.notServedNext}</p>
      {served ? (
        <ConsultationLink locale={locale} label={bookLabel} className="btn-accent mt-4" />
      ) : (
        <a href={call.href} className="btn-outline mt-4">
          <SvgIcon node={PhoneIcon} className="size-5" />
          {call.text}
        </a>
      )}
    </div>
  );
}
