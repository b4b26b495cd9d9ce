/**
 * The Spanish edition's terms, so every page says the same thing the same way (content/glossary.json,
 * checked against its schema when the site is built). Latin American Spanish, `usted` throughout.
 * Read by translators and by the tests (content/i18n.test.ts, content/es/forms.test.ts), which
 * check the Spanish set never uses the avoided words.
 */
import data from "./glossary.json" with { type: "json" };
import type { GlossaryEntry } from "./schema/words";

export type { GlossaryEntry };
export const glossary: readonly GlossaryEntry[] = data.terms;
