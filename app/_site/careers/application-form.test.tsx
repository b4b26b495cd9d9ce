import { render, screen, waitFor, within } from "@testing-library/react";
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

  it("sends when, where and how the applicant can work, the registration number and a résumé, and clears them after", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true, reference: "VH-7K3Q9F" }) } as Response);
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(<FormWordsFor locale={locale}><ApplicationForm locale={locale} /></FormWordsFor>);
    const options = intakeCopy[locale].options;
    await user.type(screen.getByRole("textbox", { name: copy.labels.firstName }), "Sam");
    await user.type(screen.getByRole("textbox", { name: copy.labels.lastName }), "Rivera");
    await user.type(screen.getByRole("textbox", { name: copy.labels.email }), "sam@example.com");
    await user.type(screen.getByRole("textbox", { name: copy.labels.phone }), "(858) 555-0177");
    await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.position }), "caregiver");
    const when = within(screen.getByRole("group", { name: copy.labels.availability }));
    await user.click(when.getByRole("checkbox", { name: options.availability.weekends }));
    await user.click(when.getByRole("checkbox", { name: options.availability.overnight }));
    await user.type(screen.getByRole("textbox", { name: copy.labels.areas }), "92123, Chula Vista");
    await user.type(screen.getByRole("textbox", { name: copy.labels.languages }), "English, Tagalog");
    await user.click(within(screen.getByRole("group", { name: copy.labels.driving })).getByRole("checkbox", { name: options.driving.licence }));
    const hca = screen.getByRole("textbox", { name: copy.labels.hcaNumber });
    expect(hca).toHaveAttribute("inputmode", "numeric");
    await user.type(hca, "857 012 3456");
    const resume = screen.getByLabelText(copy.file.label);
    expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx");
    await user.upload(resume, new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: copy.submit }));
    await screen.findByRole("status", { name: intakeCopy[locale].nextSteps.application.heading });
    const body = JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body));
    expect(body).toMatchObject({
      type: "application",
      availability: ["weekends", "overnight"],
      areas: "92123, Chula Vista",
      languages: "English, Tagalog",
      driving: ["licence"],
      hcaNumber: "857 012 3456",
      attachment: { filename: "cv.pdf", contentType: "application/pdf" },
    });
    await user.click(screen.getByRole("button", { name: formCopies[locale].application.sendAnother }));
    expect(screen.getByLabelText(copy.file.label)).toHaveValue("");
    expect(screen.queryByText("cv.pdf")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: options.availability.weekends })).not.toBeChecked();
  });

  it("refuses a résumé that is not PDF or Word, and a registration number with letters, in the page's language", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = userEvent.setup({ applyAccept: false });
    render(<FormWordsFor locale={locale}><ApplicationForm locale={locale} /></FormWordsFor>);
    const resume = screen.getByLabelText(copy.file.label);
    expect(resume).toHaveAccessibleDescription(expect.stringContaining(intakeCopy[locale].documents.application.kinds));
    // A photo or plain text is fine for a discharge document, not for a résumé.
    for (const [name, type] of [["cv.txt", "text/plain"], ["cv.png", "image/png"]]) {
      await user.upload(resume, new File(["x"], name, { type }));
      expect(resume).toHaveAccessibleDescription(expect.stringContaining(intakeCopy[locale].documents.application.problems.type));
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    }
    await user.type(screen.getByRole("textbox", { name: copy.labels.hcaNumber }), "HCA 123");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: copy.labels.hcaNumber })).toHaveAccessibleDescription(expect.stringContaining(messages.hcaNumber)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
