/**
 * A promise in the sender's words, from what reply-due.ts worked out when the form came in: the first
 * step with its due time ("calls you by Saturday, November 28 at 10:15 AM"), and for care needed today
 * while the office is closed, the note that says so and when it opens. The confirmation panel (from the
 * function's answer) and the acknowledgment (from the stored row) say the same.
 */
import type { NextSteps } from "./copy/types.ts";
import { dueWords } from "./due-words.ts";
import { fillSlots } from "./slots.ts";

/** The form's steps with the due time in the first. */
export function stepsBy(next: Pick<NextSteps, "steps" | "firstStepBy">, dueAt: Date, lang: string): string[] {
  return [fillSlots(next.firstStepBy, { due: dueWords(dueAt, lang) }), ...next.steps.slice(1)];
}

/** "Our office is closed now and opens Saturday, November 28 at 9:00 AM. …" */
export function closedNote(template: string, opensAt: Date, lang: string): string {
  return fillSlots(template, { opens: dueWords(opensAt, lang) });
}
