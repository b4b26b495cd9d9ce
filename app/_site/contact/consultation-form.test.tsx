import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messages } from "@/supabase/functions/_shared/schemas.ts";
import { nextSteps } from "@/content/next-steps";
import { formCopies } from "@/content/form-copies";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { RATE_LIMIT_KEY, RATE_LIMIT_MAX } from "@/lib/rate-limit";
import { onToast, type ToastMessage } from "@/lib/toast";
import { addDays, agencyToday } from "@/supabase/functions/_shared/calendar.ts";
import { isOfficeOpen, lineNow } from "@/lib/line-now";
import { CARE_NOW } from "@/supabase/functions/_shared/form-options.ts";
import { CallNow } from "./call-now";
import { ConsultationForm } from "./consultation-form";
import { consultationFormProps } from "./form-props";
import { FormWordsFor } from "@/components/form/words-for";

const props = { en: consultationFormProps("en"), es: consultationFormProps("es") };

describe("ConsultationForm", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it("an empty submit says 'a phone or an e-mail' together with every other mistake, the first time", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    await user.click(screen.getByRole("button", { name: "Request Free Consultation" }));

    const first = screen.getByRole("textbox", { name: /first name/i });
    await waitFor(() => expect(first).toHaveFocus());
    const wrong: [HTMLElement, string][] = [
      [first, messages.required.firstName],
      [screen.getByRole("textbox", { name: /last name/i }), messages.required.lastName],
      [screen.getByRole("textbox", { name: /phone/i }), messages.contactWay],
      [screen.getByRole("combobox", { name: /type of care/i }), messages.careType],
      [screen.getByRole("combobox", { name: /when is care needed/i }), messages.urgency],
    ];
    for (const [field, message] of wrong) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an e-mail alone is enough; the panel then replaces the form, without a reference line when the answer has none", async () => {
    // The honeypot's answer, and a function not yet storing: { ok: true } and nothing more.
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true }) } as Response);
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    await user.type(screen.getByRole("textbox", { name: /first name/i }), "Maria");
    await user.type(screen.getByRole("textbox", { name: /last name/i }), "Gonzalez");
    await user.type(screen.getByRole("textbox", { name: /e-mail/i }), "maria@example.com");
    await user.selectOptions(screen.getByRole("combobox", { name: /type of care/i }), "Companionship");
    await user.selectOptions(screen.getByRole("combobox", { name: /when is care needed/i }), "Within a week");
    await user.click(screen.getByRole("button", { name: "Request Free Consultation" }));

    const panel = await screen.findByRole("status", { name: nextSteps.consultation.heading });
    expect(within(panel).getByRole("heading", { name: nextSteps.consultation.heading })).toHaveFocus();
    expect(panel).not.toHaveTextContent(/reference/i);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(panel).getByRole("button", { name: "Send another request" }));
    expect(screen.getByRole("textbox", { name: /first name/i })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /e-mail/i })).toHaveValue("");
  });

  const stored = (reference: string) => ({ ok: true, status: 200, json: async () => ({ ok: true, reference }) }) as Response;
  const lastBody = () => JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body));
  const preparing = () => within(screen.getByRole("group", { name: formCopies.en.consultation.preparing }));

  async function fillIn(user: ReturnType<typeof userEvent.setup>, urgency = "Within a week") {
    await user.type(screen.getByRole("textbox", { name: /first name/i }), "Maria");
    await user.type(screen.getByRole("textbox", { name: /last name/i }), "Gonzalez");
    await user.type(screen.getByRole("textbox", { name: /phone/i }), "858-555-0177");
    await user.selectOptions(screen.getByRole("combobox", { name: /type of care/i }), "Leaving the hospital");
    await user.selectOptions(screen.getByRole("combobox", { name: /when is care needed/i }), urgency);
  }

  it("sends who needs care, the best time to call, the ZIP and the date care is needed by; memory care is a choice", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    expect(within(screen.getByRole("combobox", { name: /type of care/i })).getByRole("option", { name: /^Memory care/ })).toBeInTheDocument();
    await fillIn(user);
    const group = preparing();
    await user.selectOptions(group.getByRole("combobox", { name: "Who needs care?" }), "My parent");
    await user.selectOptions(group.getByRole("combobox", { name: "Best time to call" }), "Afternoon");
    await user.type(group.getByRole("textbox", { name: "ZIP code where care is needed" }), "92123");
    const date = group.getByLabelText("Care needed by");
    expect(date).toHaveAttribute("type", "date");
    expect(date).not.toHaveAttribute("min");
    await user.click(date);
    expect(date).toHaveAttribute("min", agencyToday());
    const neededBy = addDays(agencyToday(), 2);
    await user.type(date, neededBy);
    await user.click(screen.getByRole("button", { name: "Request Free Consultation" }));

    await screen.findByRole("status", { name: nextSteps.consultation.heading });
    expect(lastBody()).toMatchObject({ careType: "discharge", relationship: "parent", bestTime: "afternoon", zip: "92123", neededBy });
  });

  it("a ZIP outside the area gets a kind answer and the main line as it is typed; one inside names its town", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    const zip = preparing().getByRole("textbox", { name: "ZIP code where care is needed" });
    const note = document.getElementById("zip-note")!;
    expect(note).toHaveAttribute("role", "status");
    await user.type(zip, "90210");
    expect(note).toHaveTextContent("We're sorry: 90210 is outside the area our caregivers cover today.");
    const main = props.en.area.call!.phone;
    const call = within(note).getByRole("link", { name: `Call ${main.display}` });
    expect(call).toHaveAttribute("href", `tel:${main.tel}`);
    expect(call.className).toMatch(/\bbtn-/); // a button-sized target (48 px)
    expect(zip).toHaveAttribute("aria-invalid", "false");
    expect(zip).toHaveAccessibleDescription(expect.stringContaining("90210 is outside the area"));
    await user.clear(zip);
    await user.type(zip, "92025");
    expect(note).toHaveTextContent("Good news: we serve 92025 (Escondido).");
    expect(within(note).queryByRole("link")).toBeNull();
  });

  it("'Immediately' is announced with the line a person answers now, and the box under the select has its digits", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    const urgency = screen.getByRole("combobox", { name: /when is care needed/i });
    const { phone, open } = lineNow(props.en.callNow.lines);
    const words = props.en.callNow.words[open ? "open" : "closed"];
    // In a live region right under the select; CSS shows it when "Immediately" is chosen (e2e/call-now.spec.ts).
    await user.selectOptions(urgency, "Immediately");
    const call = screen.getByRole("link", { name: `Call ${phone.display}` });
    expect(call).toHaveAttribute("href", `tel:${phone.tel}`);
    const region = call.closest("[role=status]")!;
    expect(region).toHaveTextContent(words);
    expect(urgency.closest("div.sm\\:grid-cols-2")!.nextElementSibling).toBe(region);
  });

  it("sent as 'Immediately': the toast and the panel promise no call within 24 hours and give the line to call now", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const toasts: ToastMessage[] = [];
    const stop = onToast((t) => toasts.push(t));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user, "Immediately");
    await user.click(screen.getByRole("button", { name: "Request Free Consultation" }));

    const panel = await screen.findByRole("status", { name: nextSteps.consultation.heading });
    const { phone, open } = lineNow(props.en.callNow.lines);
    const now = props.en.callNow.words.confirmation;
    expect(within(panel).getAllByRole("listitem").map((li) => li.textContent)).toEqual([now.first, ...nextSteps.consultation.steps.slice(1)]);
    expect(panel).not.toHaveTextContent(/24 hours(?! a day)/);
    expect(panel).toHaveTextContent(now[open ? "open" : "closed"]);
    expect(panel).toHaveTextContent(now.giveReference);
    expect(within(panel).getByRole("link", { name: `Call ${phone.display}` })).toHaveAttribute("href", `tel:${phone.tel}`);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual(expect.objectContaining({ title: formCopies.en.toasts.success.consultation.title, description: now.first, variant: "success" }));
    expect(toasts[0].description).not.toMatch(/24 hours/);
    stop();
  });

  describe("the line that answers now", () => {
    const { callNow } = props.en;

    it("is the main line while the office is open", () => {
      render(<CallNow copy={callNow} open={isOfficeOpen(new Date("2026-11-25T18:00:00Z"))} />); // Wednesday 10:00 in San Diego
      expect(screen.getByText(callNow.words.open)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: `Call ${callNow.lines.open.display}` })).toHaveAttribute("href", `tel:${callNow.lines.open.tel}`);
    });

    it("is the line answered 24 hours a day while it is closed, in Spanish too", () => {
      const es = props.es.callNow;
      render(<CallNow copy={es} open={isOfficeOpen(new Date("2026-11-29T06:00:00Z"))} />); // Saturday 22:00 in San Diego
      expect(screen.getByText(es.words.closed)).toBeInTheDocument();
      expect(screen.getByText(es.words.emergency)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: `${es.prefix} ${es.lines.closed.display}` })).toHaveAttribute("href", `tel:${es.lines.closed.tel}`);
    });

    it("is the line answered 24 hours a day in the page's HTML, which cannot know the hour", () => {
      render(<CallNow copy={callNow} open={null} />);
      expect(screen.getByText(callNow.words.anyHour)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: `Call ${callNow.lines.closed.display}` })).toHaveAttribute("href", `tel:${callNow.lines.closed.tel}`);
    });

    it("sits right under the urgency select, in the form's HTML whatever is chosen", () => {
      render(<FormWordsFor locale="en"><ConsultationForm locale="en" {...props.en} /></FormWordsFor>);
      const select = screen.getByRole("combobox", { name: /When is care needed/ });
      const box = screen.getByText(callNow.words.emergency).parentElement!;
      // The next element after the select's row (its grid) is the box.
      expect(select.closest("div.sm\\:grid-cols-2")!.nextElementSibling!.firstElementChild).toBe(box);
      expect(box.className).toContain("group-has-[select[name=urgency]_option[value=immediate]:checked]/form:grid");
      expect(CARE_NOW).toBe("immediate");
    });
  });

  describe("in Spanish", () => {
    const copy = formCopies.es.consultation;
    const es = intakeCopy.es.validation;

    it("an empty submit says every mistake in Spanish and focuses the first field", async () => {
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ConsultationForm locale="es" {...props.es} /></FormWordsFor>);
      await user.click(screen.getByRole("button", { name: copy.submit }));

      const first = screen.getByRole("textbox", { name: copy.labels.firstName });
      await waitFor(() => expect(first).toHaveFocus());
      const wrong: [HTMLElement, string][] = [
        [first, es.required.firstName],
        [screen.getByRole("textbox", { name: copy.labels.lastName }), es.required.lastName],
        [screen.getByRole("textbox", { name: copy.labels.phone }), es.contactWay],
        [screen.getByRole("combobox", { name: copy.labels.careType }), es.careType],
        [screen.getByRole("combobox", { name: copy.labels.urgency }), es.urgency],
      ];
      for (const [field, message] of wrong) {
        expect(field).toHaveAttribute("aria-invalid", "true");
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      const page = document.body.textContent ?? "";
      for (const message of [messages.required.firstName, messages.required.lastName, messages.contactWay, messages.careType, messages.urgency]) {
        expect(page).not.toContain(message);
      }
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("the new answers, the ZIP's answer and the line to call now speak Spanish", async () => {
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ConsultationForm locale="es" {...props.es} /></FormWordsFor>);
      const group = within(screen.getByRole("group", { name: copy.preparing }));
      expect(group.getByRole("combobox", { name: copy.labels.relationship })).toBeInTheDocument();
      expect(within(group.getByRole("combobox", { name: copy.labels.bestTime })).getByRole("option", { name: intakeCopy.es.options.bestTimes.afternoon })).toBeInTheDocument();
      expect(group.getByLabelText(copy.labels.neededBy)).toHaveAccessibleDescription(copy.hints.neededBy);
      await user.type(group.getByRole("textbox", { name: copy.labels.zip }), "90210");
      const { area, callNow } = props.es;
      expect(document.getElementById("zip-note")).toHaveTextContent(area.words.outsideNext);
      expect(within(document.getElementById("zip-note")!).getByRole("link", { name: `${area.call!.prefix} ${area.call!.phone.display}` })).toBeInTheDocument();
      await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.urgency }), intakeCopy.es.options.urgencies.immediate);
      const { phone } = lineNow(callNow.lines);
      const region = screen.getByText(callNow.words.emergency).parentElement!;
      expect(within(region).getByRole("link", { name: `${callNow.prefix} ${phone.display}` })).toHaveAttribute("href", `tel:${phone.tel}`);
    });

    it("over the browser's limit: the rate-limit toast in Spanish, nothing sent", async () => {
      localStorage.setItem(RATE_LIMIT_KEY, JSON.stringify(Array(RATE_LIMIT_MAX).fill(Date.now())));
      const toasts: ToastMessage[] = [];
      const stop = onToast((t) => toasts.push(t));
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ConsultationForm locale="es" {...props.es} /></FormWordsFor>);
      await user.type(screen.getByRole("textbox", { name: copy.labels.firstName }), "María");
      await user.type(screen.getByRole("textbox", { name: copy.labels.lastName }), "González");
      await user.type(screen.getByRole("textbox", { name: copy.labels.phone }), "858-555-0142");
      await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.careType }), intakeCopy.es.options.careTypes.respite);
      await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.urgency }), intakeCopy.es.options.urgencies.week);
      await user.click(screen.getByRole("button", { name: copy.submit }));

      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(toasts[0]).toEqual(expect.objectContaining({ ...formCopies.es.toasts.rateLimited, variant: "destructive", locale: "es" }));
      expect(fetchMock).not.toHaveBeenCalled();
      stop();
    });
  });
});
