import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formCopies } from "@/content/form-copies";
import { locales } from "@/content/copy";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { ApplicationForm } from "./application-form";
import { FormWordsFor } from "@/components/form/words-for";

describe.each(locales)("ApplicationForm (%s)", (locale) => {
  const copy = formCopies[locale].application;
  const messages = intakeCopy[locale].validation;
  const other = intakeCopy[locale === "en" ? "es" : "en"].validation;

  afterEach(() => localStorage.clear());

  it("an empty submit explains each mistake in the page's language and focuses the first field", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(<FormWordsFor locale={locale}><ApplicationForm locale={locale} /></FormWordsFor>);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    const first = screen.getByRole("textbox", { name: copy.labels.firstName });
    await waitFor(() => expect(first).toHaveFocus());
    const wrong: [HTMLElement, string][] = [
      [first, messages.required.firstName],
      [screen.getByRole("textbox", { name: copy.labels.lastName }), messages.required.lastName],
      [screen.getByRole("textbox", { name: copy.labels.email }), messages.required.email],
      [screen.getByRole("textbox", { name: copy.labels.phone }), messages.required.phone],
      [screen.getByRole("combobox", { name: copy.labels.position }), messages.position],
    ];
    for (const [field, message] of wrong) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    const page = document.body.textContent ?? "";
    for (const message of [other.required.lastName, other.required.email, other.required.phone, other.position]) expect(page).not.toContain(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the chosen position in the page's language", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale={locale}><ApplicationForm locale={locale} /></FormWordsFor>);
    await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.position }), "nurse");
    expect(screen.getByRole("status")).toHaveTextContent(`${copy.applyingFor}${intakeCopy[locale].options.positions.nurse}`);
  });
});
