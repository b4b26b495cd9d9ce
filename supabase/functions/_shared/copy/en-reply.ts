/** How soon the agency answers each form, in English: the figures from the agency's facts, the units from content/forms.en.json. */
import words from "../content/forms.en.json" with { type: "json" };
import { replyTimesOf } from "./form-words.ts";

export const replyWithin = replyTimesOf(words, "en");
