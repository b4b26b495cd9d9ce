import { render, screen, within } from "@testing-library/react";
import { copyFor, type Locale } from "@/content";
import { formFields } from "@/supabase/functions/_shared/form-fields.ts";
import { formTypes, type FormType } from "@/supabase/functions/_shared/form-types.ts";
import { payloadSchema } from "@/supabase/functions/_shared/schemas.ts";
import { takesDocument } from "@/supabase/functions/_shared/limits.ts";
import { NOT_PERSONAL } from "./collected";
import { PrivacyPage } from "./view";

const locales: Locale[] = ["en", "es"];

/** Every field each form sends, read from the function's own payload schema, not from the page's code. */
const sent: [FormType, string[]][] = payloadSchema.options.map((form) => [form.shape.type.value, Object.keys(form.shape)]);
const personal = (key: string) => !Object.hasOwn(NOT_PERSONAL, key);

/** The label the visitor sees for a field: the form's own, or (a referral's or an application's document) the file's. */
function formLabel(locale: Locale, type: FormType, key: string): string | undefined {
  const forms = copyFor(locale).forms;
  if (takesDocument(type) && key === "attachment") return forms[type].file.label;
  return (forms[type].labels as Partial<Record<string, string>>)[key];
}

/** The items of the policy's list for `type`: the list after the form's sentence. */
function listOf(locale: Locale, type: FormType): string[] {
  const lead = screen.getByText(copyFor(locale).legal.privacy.collected.forms[type]);
  const list = lead.nextElementSibling as HTMLElement;
  expect(list.tagName).toBe("UL");
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("the privacy policy's list of what each form collects", () => {
  it("covers every form", () => {
    expect(sent.map(([type]) => type).sort()).toEqual([...formTypes].sort());
    for (const locale of locales) expect(Object.keys(copyFor(locale).legal.privacy.collected.forms).sort()).toEqual([...formTypes].sort());
  });

  describe.each(locales)("in %s", (locale) => {
    const { health } = copyFor(locale).legal.privacy.collected;

    it.each(sent)("names every field the %s form sends, under the label the form shows, and nothing else", (type, keys) => {
      render(<PrivacyPage locale={locale} />);
      const items = listOf(locale, type);
      const expected = keys.filter(personal).map((key) => {
        const label = formLabel(locale, type, key);
        // A field with no label of its own fails here: give it one in forms.<language>.json.
        expect({ field: key, label: label?.trim() || undefined }).toEqual({ field: key, label: expect.any(String) });
        return label!;
      });
      for (const label of expected) expect(items.some((item) => item === label || item === `${label} (${health})`)).toBe(true);
      expect(items).toHaveLength(expected.length);
    });

    it("marks the answers that may tell of someone's health, and only those", () => {
      render(<PrivacyPage locale={locale} />);
      for (const type of formTypes) {
        const marked = listOf(locale, type).filter((item) => item.endsWith(`(${health})`));
        const healthKeys = formFields[type].filter((f) => f.health).map((f) => f.key as string);
        // The referral's discharge document is health information by its nature.
        if (type === "referral") healthKeys.push("attachment");
        expect(marked.sort()).toEqual(healthKeys.map((key) => `${formLabel(locale, type, key)} (${health})`).sort());
      }
      expect(screen.getByText(`${formLabel(locale, "referral", "attachment")} (${health})`)).toBeInTheDocument();
    });
  });

  it("leaves out only fields a form really sends, each with a reason", () => {
    const everySent = new Set(sent.flatMap(([, keys]) => keys));
    for (const [key, reason] of Object.entries(NOT_PERSONAL)) {
      expect(everySent.has(key)).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
