import { useCallback, useId } from "react";
import { CircleCheck } from "lucide";
import { anchorToasts } from "@/lib/toast-anchor";
import type { Confirmation } from "@/components/form/use-form-submission";
import { CallLink } from "../call-link";
import { SvgIcon } from "../svg-icon";
import { useFormWords } from "@/components/form/form-words";
import { closedNote, stepsBy } from "@/supabase/functions/_shared/promise-words.ts";

type Props = Confirmation & { onSendAnother: () => void };

/**
 * What a sender keeps after a form went through, in the form's place until they send another: the
 * reference to quote, what happens next and by when, and the line to call. A status region with
 * the focus on its heading, so a screen reader reads it at once and a keyboard continues from it.
 * Above it, the slot where toasts go while it is shown (lib/toast-anchor.ts): in the flow, never over it.
 */
export function ConfirmationPanel({ type, reference, promise, callNow, keeps, ownReference, onSendAnother }: Props) {
  const copy = useFormWords().confirmation;
  const form = copy.nextSteps[type];
  // The first step states the due time the function worked out ("calls you by Saturday, November 28
  // at 10:15 AM"); without one (an older function), it keeps "within 2 business hours".
  const usual = promise ? { ...form, steps: stepsBy(form, promise.dueAt, copy.lang) } : form;
  // A referral for care needed today, sent while the office was closed: say so first, with the line answered around the clock.
  const closed = type === "referral" && promise?.urgent && promise.opensAt ? closedNote(copy.todayClosed, promise.opensAt, copy.lang) : undefined;
  // Care needed now: the line a person answers now, and a first step that promises no call within a day.
  const now = callNow && { steps: [callNow.words.first, ...usual.steps.slice(1)], phone: callNow.line.phone };
  const next = now ?? usual;
  // "Give this reference" only when there is one to give; else the line's own note, if it has one.
  const phoneNote = callNow
    ? [callNow.words[callNow.line.open ? "open" : "closed"], reference && callNow.words.giveReference].filter(Boolean).join(" ")
    : reference
      ? usual.phoneNote
      : usual.phone.note;
  const headingId = useId();
  const keepsId = useId();
  const focus = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  return (
    // One element: the form it replaces may be a grid's item (careers), where two would take two cells.
    <div>
      {/* A little room under the fixed header when a toast is brought into view. */}
      <div ref={anchorToasts} className="scroll-mt-4" />
      <div role="status" aria-labelledby={headingId} className="grid gap-6 rounded-card border-2 border-brand-600 bg-white p-5 sm:p-8">
        <h3 id={headingId} ref={focus} tabIndex={-1} className="flex items-center gap-3 text-2xl sm:text-3xl">
          <SvgIcon node={CircleCheck} className="size-8 shrink-0 text-brand-700" />
          {usual.heading}
        </h3>
        {closed && (
          <div className="grid justify-items-start gap-3 rounded-card border-2 border-accent-600 p-4">
            <p className="font-semibold text-brand-900">{closed}</p>
            <CallLink phone={usual.phone} prefix={copy.call} className="btn-primary" />
          </div>
        )}
        {reference && (
          <p className="grid gap-1">
            <span className="font-semibold">{copy.reference}</span>
            {/* Large, spaced and with even-width digits: read aloud over a phone line, or typed back. */}
            <strong className="text-3xl font-bold tracking-[0.15em] text-brand-900 tabular-nums sm:text-4xl">{reference}</strong>
          </p>
        )}
        {/* The referrer's own reference, as sent: which of her referrals this one is. */}
        {ownReference && (
          <p className="grid gap-1">
            <span className="font-semibold">{copy.ownReference}</span>
            <strong className="text-xl font-bold break-words text-brand-900">{ownReference}</strong>
          </p>
        )}
        <div>
          <h4 className="text-xl font-bold text-brand-900">{copy.whatNext}</h4>
          <ol className="mt-3 grid list-decimal gap-2 pl-6 marker:font-bold marker:text-brand-700">
            {next.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="grid justify-items-start gap-3">
          {phoneNote && <p>{phoneNote}</p>}
          <CallLink phone={next.phone} prefix={copy.call} className="btn-primary" />
        </div>
        <div className="grid justify-items-start gap-2">
          <button type="button" onClick={onSendAnother} aria-describedby={keeps && keepsId} className="btn-outline">
            {copy.sendAnother[type]}
          </button>
          {keeps && (
            <p id={keepsId} className="text-base text-ink-muted">
              {keeps}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
