/**
 * The intake's words by language, shared by the site's forms and the form function. A language is
 * an `IntakeCopy`: the compiler refuses one that misses a string.
 */
import type { Locale } from "../locale.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import type { IntakeCopy } from "./types.ts";

export type { AcknowledgedField, AttachmentProblem, IntakeCopy, NextSteps } from "./types.ts";

export const intakeCopy: Record<Locale, IntakeCopy> = { en, es };
