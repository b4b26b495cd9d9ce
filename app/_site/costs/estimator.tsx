"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { EstimatorWords } from "@/content/estimator-copies";
import { resultWordsOf } from "@/content/estimator-result-words";
import type { Rates } from "@/content/types";
import { checkSchedule, type Checked, type ScheduleField } from "@/lib/estimate";
import { goLive, HELD } from "@/lib/held-submit.mjs";
import { inputClass } from "@/components/form/input-class";
import { EstimateResult } from "./estimate-result";

const FIELDS = ["hoursPerDay", "daysPerWeek"] as const satisfies readonly ScheduleField[];


/**
 * The cost of a schedule the visitor types. Its fields take typing from the first paint; a submit
 * before the page is live is held by the runtime's loader (the form has no data-live yet) and
 * answered here once it is. Without JavaScript at all the form is hidden (`noscript:`) and the
 * page shows a note instead, pointing to the prerendered table of common schedules.
 */
export function Estimator({ rates, words: copy }: { rates: Rates; words: EstimatorWords }) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function answer(el: HTMLFormElement) {
    const data = new FormData(el);
    const result = checkSchedule({ hoursPerDay: String(data.get("hoursPerDay") ?? ""), daysPerWeek: String(data.get("daysPerWeek") ?? "") });
    setChecked(result);
    // The first wrong field takes focus: a screen reader reads its label, its hint and its error.
    if (!result.ok) el.querySelector<HTMLInputElement>(`#${FIELDS.find((f) => result.problems[f])}`)?.focus();
  }

  useEffect(() => {
    const el = form.current!;
    if (goLive(el)) {
      el.removeAttribute(HELD);
      answer(el);
    }
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    answer(event.currentTarget);
  }

  const problems = checked && !checked.ok ? checked.problems : {};
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {/* noValidate: our messages, next to each field and announced, replace the browser's bubbles. */}
      <form ref={form} onSubmit={onSubmit} noValidate className="group/form grid content-start gap-6 noscript:hidden">
        {FIELDS.map((name) => {
          const problem = problems[name];
          const hint = `${name}-hint`;
          const error = `${name}-error`;
          return (
            <div key={name} className="grid gap-1">
              <label htmlFor={name} className="font-semibold text-ink">
                {copy.labels[name]}
              </label>
              <p id={hint} className="text-base text-ink-muted">
                {copy.hints[name]}
              </p>
              <input
                id={name}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={6}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? `${hint} ${error}` : hint}
                className={`${inputClass} max-w-40`}
              />
              {problem && (
                <p id={error} className="font-semibold text-danger">
                  <span className="sr-only">{copy.errorPrefix} </span>
                  {copy.problems[name][problem]}
                </p>
              )}
            </div>
          );
        })}
        {/* The loader marks a submit held before the page is live; the button says so from CSS, as the
            forms' submit buttons do (components/form/submit-button.tsx). */}
        <button
          type="submit"
          data-working={copy.working}
          className="btn-accent justify-self-start group-data-pending/form:cursor-wait group-data-pending/form:opacity-80 group-data-pending/form:after:content-[attr(data-working)]"
        >
          <span className="group-data-pending/form:hidden">{copy.submit}</span>
        </button>
      </form>
      <EstimateResult checked={checked} rates={rates} copy={copy} result={resultWordsOf(copy.result, copy.locale)} />
    </div>
  );
}
