/**
 * Values put in a template's plain `{name}` slots ("We serve {zip}"): all the forms' and the pages'
 * islands need, in a module of its own so their scripts carry no more (template.ts adds plurals).
 */
export type SlotValues = Record<string, string | number>;

const SLOT = /\{(\w+)\}/g;

/** Unknown slots stay as written, so a missing value shows in the page instead of vanishing. */
export function fillSlots(template: string, values: SlotValues): string {
  return template.replace(SLOT, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
