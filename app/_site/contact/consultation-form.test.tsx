import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messages } from "@/supabase/functions/_shared/schemas.ts";
import { nextSteps } from "@/content/next-steps";
import { formCopies } from "@/content/form-copies";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { RATE_LIMIT_KEY, RATE_LIMIT_MAX } from "@/lib/rate-limit";
import { onToast, type ToastMessage } from "@/lib/toast";
import { ConsultationForm } from "./consultation-form";

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
    render(<ConsultationForm locale="en" />);
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
    render(<ConsultationForm locale="en" />);
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

  describe("in Spanish", () => {
    const copy = formCopies.es.consultation;
    const es = intakeCopy.es.validation;

    it("an empty submit says every mistake in Spanish and focuses the first field", async () => {
      const user = userEvent.setup();
      render(<ConsultationForm locale="es" />);
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

    it("over the browser's limit: the rate-limit toast in Spanish, nothing sent", async () => {
      localStorage.setItem(RATE_LIMIT_KEY, JSON.stringify(Array(RATE_LIMIT_MAX).fill(Date.now())));
      const toasts: ToastMessage[] = [];
      const stop = onToast((t) => toasts.push(t));
      const user = userEvent.setup();
      render(<ConsultationForm locale="es" />);
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
