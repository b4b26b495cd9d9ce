/**
 * Words with named slots, as the content data files write them: "{rate} an hour" takes a value, and
 * "{hours, plural, one {# hora} other {# horas}}" takes a number and picks the form by the
 * language's plural rules (Intl.PluralRules), with `#` standing for the number. The same notation
 * as ICU's MessageFormat, so a translator meets what translation tools show. Unknown slots stay as
 * written, so a missing value shows in the page instead of vanishing.
 */

import { fillSlots, type SlotValues } from "./slots.ts";

export { fillSlots, type SlotValues };

/** `{name, plural, one {…} other {…}}`: the forms, each in braces that hold no braces. */
const PLURAL = /\{(\w+),\s*plural,\s*((?:(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\}\s*)+)\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** Numbers as the site writes them in every language ("2,288"): the agency's figures are US figures. */
const number = (n: number) => n.toLocaleString("en-US");


/** Fills a data file's words: the plural slots by the language's rules, then the plain ones. */
export function fill(template: string, values: SlotValues, lang = "en"): string {
  const withPlurals = template.replace(PLURAL, (whole, name: string, forms: string) => {
    const n = values[name];
    if (typeof n !== "number") return whole;
    const byForm = new Map([...forms.matchAll(FORM)].map(([, key, text]) => [key, text]));
    const text = byForm.get(`=${n}`) ?? byForm.get(new Intl.PluralRules(lang).select(n)) ?? byForm.get("other");
    return text === undefined ? whole : text.replace(/#/g, number(n));
  });
  return fillSlots(withPlurals, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === "number" ? number(v) : v])));
}

/** The slot names a template uses: a translation must use the same ones as its English. */
export function slotsOf(template: string): string[] {
  const names = new Set<string>();
  for (const [, name] of template.matchAll(/\{(\w+)(?:,\s*plural,)?/g)) names.add(name);
  return [...names].sort();
}
