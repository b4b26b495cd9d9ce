import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, agencyToday, MAX_START_DAYS, messages } from "@/supabase/functions/_shared/schemas.ts";
import { nextSteps } from "@/content/next-steps";
import { confirmationCopies, formCopies } from "@/content/form-copies";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { onToast, type ToastMessage } from "@/lib/toast";
import { REFERRAL_TODAY } from "@/supabase/functions/_shared/form-options.ts";
import { ReferralForm } from "./referral-form";
import { referralFormProps } from "./form-props";
import { FormWordsFor } from "@/components/form/words-for";

const props = { en: referralFormProps("en"), es: referralFormProps("es") };

describe("ReferralForm", () => {
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

  const pdf = (name: string, text: string) => new File([`%PDF-1.7 ${text}`], name, { type: "application/pdf" });
  /** What each call to the backend carried: its submissionId and its document's name. */
  const sends = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(String((init as RequestInit).body));
      return { id: body.submissionId as string, file: body.attachment?.filename as string | undefined };
    });

  /** The required answers, found by their labels in the form's language. */
  async function fillIn(user: ReturnType<typeof userEvent.setup>, labels = formCopies.en.referral.labels) {
    await user.type(screen.getByRole("textbox", { name: labels.referrerName }), "Dana Planner");
    await user.type(screen.getByRole("textbox", { name: labels.referrerOrganization }), "Mercy Hospital");
    await user.type(screen.getByRole("textbox", { name: labels.referrerPhone }), "(858) 555-0123");
    await user.type(screen.getByRole("textbox", { name: labels.referrerEmail }), "dana@example.com");
    await user.type(screen.getByRole("textbox", { name: labels.clientName }), "Robert Client");
    await user.click(screen.getAllByRole("checkbox")[0]);
  }

  /** The function's answer to a stored submission. */
  const stored = (reference: string) => ({ ok: true, status: 200, json: async () => ({ ok: true, reference }) }) as Response;
  const lastBody = () => JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body));
  const planning = () => within(screen.getByRole("group", { name: "To help us plan (optional)" }));

  async function fillInPlanning(user: ReturnType<typeof userEvent.setup>, startDate: string) {
    const group = planning();
    await user.type(group.getByLabelText(/expected discharge or start date/i), startDate);
    await user.selectOptions(group.getByRole("combobox", { name: /how soon/i }), "Within 48 hours");
    await user.selectOptions(group.getByRole("combobox", { name: /who will pay/i }), "VA benefits");
    await user.type(group.getByRole("textbox", { name: /zip/i }), "92123");
    await user.type(group.getByRole("textbox", { name: /preferred language/i }), "Tagalog");
    await user.type(group.getByRole("textbox", { name: /contact name/i }), "Maria Jensen");
    await user.type(group.getByRole("textbox", { name: /contact phone/i }), "(858) 555-0111");
  }

  async function submitAndFail(user: ReturnType<typeof userEvent.setup>, calls: number) {
    localStorage.clear(); // the browser's own 3-a-minute limit is not what this test is about
    await user.click(await screen.findByRole("button", { name: "Submit Referral" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
    // Sent and answered: the button is itself again.
    await screen.findByRole("button", { name: "Submit Referral" });
  }

  it("a changed or removed document makes a new submission; a plain retry keeps its id", async () => {
    // Every send fails as a time-out would: the backend may still have delivered it.
    fetchMock.mockRejectedValue(new TypeError("network error"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const fileInput = screen.getByLabelText(/discharge document/i);

    await user.upload(fileInput, pdf("a.pdf", "first"));
    await submitAndFail(user, 1);
    await submitAndFail(user, 2); // the same form again: the backend must see the same submission
    await user.upload(fileInput, pdf("b.pdf", "corrected"));
    await submitAndFail(user, 3);
    await user.click(screen.getByRole("button", { name: "Remove b.pdf" }));
    await submitAndFail(user, 4);

    const [first, retry, corrected, removed] = sends();
    expect([first.file, retry.file, corrected.file, removed.file]).toEqual(["a.pdf", "a.pdf", "b.pdf", undefined]);
    expect(retry.id).toBe(first.id);
    expect(corrected.id).not.toBe(first.id);
    expect(removed.id).not.toBe(corrected.id);
    expect(removed.id).not.toBe(first.id);
  });

  it("an answer edited while the form is sending makes a new submission", async () => {
    let fail: (reason: Error) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    fetchMock.mockRejectedValue(new TypeError("network error"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.type(screen.getByRole("textbox", { name: /additional notes/i }), "Allergic to penicillin.");
    fail(new TypeError("timed out"));
    await submitAndFail(user, 2);
    const [first, second] = sends();
    expect(second.id).not.toBe(first.id);
  });

  it("explains every mistake of an empty submit, focuses the first one and sends nothing", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);

    await user.click(screen.getByRole("button", { name: "Submit Referral" }));

    const name = screen.getByRole("textbox", { name: /your name/i });
    await waitFor(() => expect(name).toHaveFocus());

    expect(screen.getByText("Please select at least one care need.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /care needs/i })).toHaveAccessibleDescription(
      expect.stringContaining("Please select at least one care need."),
    );

    const required: [RegExp, string][] = [
      [/your name/i, "Please enter your name."],
      [/organization/i, "Please enter your organization."],
      [/^phone/i, "Please enter your phone number."],
      [/e-mail/i, "Please enter your e-mail address."],
      [/patient \/ client name/i, "Please enter the patient or client's name."],
    ];
    for (const [label, message] of required) {
      const field = screen.getByRole("textbox", { name: label });
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole("textbox", { name: /additional notes/i })).toHaveAttribute("aria-invalid", "false");

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers start dates from today in San Diego, read in the browser when the field is reached", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    const date = screen.getByLabelText(/expected discharge or start date/i);
    expect(date).toHaveAttribute("type", "date");
    expect(date).not.toHaveAttribute("min");
    await user.click(date);
    expect(date).toHaveAttribute("min", agencyToday());
    expect(date).toHaveAttribute("max", addDays(agencyToday(), MAX_START_DAYS));
  });

  it("sends the planning fields; the panel with the reference replaces the form until another is asked for", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const startDate = addDays(agencyToday(), 3);
    await fillInPlanning(user, startDate);
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));

    const panel = await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(lastBody()).toMatchObject({
      startDate,
      urgency: "48h",
      payer: "va",
      clientZip: "92123",
      preferredLanguage: "Tagalog",
      familyContact: { name: "Maria Jensen", phone: "(858) 555-0111" },
    });
    expect(within(panel).getByText("VH-7K3Q9F")).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: nextSteps.referral.heading })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Submit Referral" })).not.toBeInTheDocument();

    const another = within(panel).getByRole("button", { name: "Send another referral" });
    expect(another).toHaveAccessibleDescription(props.en.keeps);
    await user.click(another);
    expect(screen.queryByRole("status", { name: nextSteps.referral.heading })).not.toBeInTheDocument();
    // The planner's own details stay for her next patient; the focus waits in the patient's name.
    expect(screen.getByRole("textbox", { name: /your name/i })).toHaveValue("Dana Planner");
    expect(screen.getByRole("textbox", { name: /organization/i })).toHaveValue("Mercy Hospital");
    expect(screen.getByRole("textbox", { name: /^phone/i })).toHaveValue("(858) 555-0123");
    expect(screen.getByRole("textbox", { name: /e-mail/i })).toHaveValue("dana@example.com");
    expect(screen.getByRole("textbox", { name: /patient \/ client name/i })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /patient \/ client name/i })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /additional notes/i })).toHaveValue("");
    expect(screen.getByLabelText(/expected discharge or start date/i)).toHaveValue("");
    expect(planning().getByRole("combobox", { name: /how soon/i })).toHaveValue("");
    expect(planning().getByRole("textbox", { name: /zip/i })).toHaveValue("");
    expect(planning().getByRole("textbox", { name: /contact phone/i })).toHaveValue("");
    expect(screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("care needed today: a note with the 24/7 referral line, in the form's HTML, shown by CSS when 'Today' is chosen (e2e/promises.spec.ts)", () => {
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    const urgency = planning().getByRole("combobox", { name: /how soon/i });
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(/answered 24 hours a day/);
    expect(within(note).getByRole("link", { name: `Call ${nextSteps.referral.phone.display}` })).toHaveAttribute("href", `tel:${nextSteps.referral.phone.tel}`);
    // Hidden unless the select it follows says "Today" (REFERRAL_TODAY), whatever React knows of it.
    expect(note.className).toMatch(/(^| )hidden( |$)/);
    expect(note.className).toContain(`group-has-[select[name=urgency]_option[value=${REFERRAL_TODAY}]:checked]/form:block`);
    expect(urgency.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the planning fields when the send fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("network error"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    await fillInPlanning(user, addDays(agencyToday(), 1));
    await submitAndFail(user, 1);
    expect(screen.queryByRole("status", { name: nextSteps.referral.heading })).not.toBeInTheDocument();
    expect(planning().getByRole("textbox", { name: /zip/i })).toHaveValue("92123");
    expect(planning().getByRole("textbox", { name: /contact name/i })).toHaveValue("Maria Jensen");
    expect(planning().getByRole("combobox", { name: /who will pay/i })).toHaveValue("va");
  });

  it("a past date, a 4-digit ZIP and a contact without a phone are explained next to their fields; nothing is sent", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const group = planning();
    const date = group.getByLabelText(/expected discharge or start date/i);
    await user.type(date, addDays(agencyToday(), -1));
    await user.type(group.getByRole("textbox", { name: /zip/i }), "9212");
    await user.type(group.getByRole("textbox", { name: /contact name/i }), "Maria Jensen");
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));

    await waitFor(() => expect(date).toHaveFocus());
    const wrong: [HTMLElement, string][] = [
      [date, messages.datePast],
      [group.getByRole("textbox", { name: /zip/i }), messages.zip],
      [group.getByRole("textbox", { name: /contact phone/i }), messages.contactPhone],
    ];
    for (const [field, message] of wrong) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(group.getByRole("textbox", { name: /contact name/i })).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the referrer's own reference, trimmed; the panel repeats it; the next referral starts without it", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const own = screen.getByRole("textbox", { name: formCopies.en.referral.labels.ownReference });
    expect(own).toHaveAccessibleDescription(formCopies.en.referral.hints.ownReference);
    expect(own).not.toBeRequired();
    await user.type(own, "  Bed 4B / case #1207 ");
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));

    const panel = await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(lastBody().ownReference).toBe("Bed 4B / case #1207");
    expect(within(panel).getByText(confirmationCopies.en.ownReference)).toBeInTheDocument();
    expect(within(panel).getByText("Bed 4B / case #1207")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Send another referral" }));
    expect(screen.getByRole("textbox", { name: formCopies.en.referral.labels.ownReference })).toHaveValue("");
  });

  it("an own reference that could carry a patient's details is explained next to the field; nothing is sent", async () => {
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const own = screen.getByRole("textbox", { name: formCopies.en.referral.labels.ownReference });
    for (const [typed, message] of [
      ["Robert Client, 82, CHF, discharged Friday to his daughter", intakeCopy.en.validation.tooLong(40)],
      ["Dx: CHF", intakeCopy.en.validation.ownReference],
    ]) {
      await user.clear(own);
      await user.type(own, typed);
      await user.click(screen.getByRole("button", { name: "Submit Referral" }));
      await waitFor(() => expect(own).toHaveFocus());
      expect(own).toHaveAttribute("aria-invalid", "true");
      expect(own).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the next referral after 'Send another' keeps the referrer, takes a new patient and is a new submission", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await user.click(await screen.findByRole("button", { name: "Send another referral" }));

    localStorage.clear(); // the browser's own 3-a-minute limit is not what this test is about
    await user.type(screen.getByRole("textbox", { name: /patient \/ client name/i }), "Alma Ruiz");
    await user.click(screen.getByRole("checkbox", { name: "Meal Preparation" }));
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await screen.findByRole("status", { name: nextSteps.referral.heading });

    const [first, second] = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    const referrer = { referrerName: "Dana Planner", referrerOrganization: "Mercy Hospital", referrerPhone: "(858) 555-0123", referrerEmail: "dana@example.com" };
    expect(first).toMatchObject({ ...referrer, clientName: "Robert Client" });
    expect(second).toMatchObject({ ...referrer, clientName: "Alma Ruiz", clientNeeds: ["meals"] });
    expect(second.submissionId).not.toBe(first.submissionId);
  });

  it("a patient ZIP outside the area is flagged as it is typed, and the referral still goes", async () => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const zip = planning().getByRole("textbox", { name: /zip/i });
    const note = () => document.getElementById("clientZip-note")!;
    expect(note()).toHaveAttribute("role", "status");
    expect(note()).toBeEmptyDOMElement();

    await user.type(zip, "9021");
    expect(note()).toBeEmptyDOMElement(); // half-typed: nothing said yet
    await user.type(zip, "0");
    const { words } = props.en.area;
    expect(note()).toHaveTextContent("90210 is outside the area our caregivers cover today.");
    expect(note()).toHaveTextContent(words.outsideNext);
    expect(zip).toHaveAttribute("aria-invalid", "false");
    expect(zip).toHaveAccessibleDescription(expect.stringContaining("90210 is outside the area"));

    await user.clear(zip);
    await user.type(zip, "92123");
    expect(note()).toHaveTextContent("In our service area: 92123 (Kearny Mesa).");
    await user.clear(zip);
    await user.type(zip, "91901");
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(lastBody()).toMatchObject({ clientZip: "91901" });
  });

  it.each([
    ["discharge.png", "image/png", "\x89PNG\r\n\x1a\n"],
    ["IMG_0042.JPG", "image/jpeg", "\xff\xd8\xff\xe0"],
    ["IMG_0043.HEIC", "image/heic", "\0\0\0\x18ftypheic"],
  ])("a phone photo of the papers (%s) is accepted and sent as %s", async (name, type, start) => {
    fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
    const user = userEvent.setup();
    render(<FormWordsFor locale="en"><ReferralForm locale="en" {...props.en} /></FormWordsFor>);
    await fillIn(user);
    const input = screen.getByLabelText(/discharge document/i);
    expect(input.getAttribute("accept")!.split(",")).toEqual(expect.arrayContaining([".jpg", ".jpeg", ".png", ".heic"]));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("photo (JPG, PNG or HEIC)"));
    await user.upload(input, new File([`${start}photo`], name, { type }));
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "false");
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(lastBody().attachment).toMatchObject({ filename: name, contentType: type });
  });

  describe("in Spanish", () => {
    const copy = formCopies.es.referral;
    const es = intakeCopy.es.validation;
    /** Every English validation message, for checking none shows on a Spanish page. */
    const english = [...Object.values(messages.required), ...Object.values(messages.attachment), messages.careNeeds, messages.phone, messages.email];

    it("an empty submit explains every mistake in Spanish and focuses the first field", async () => {
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ReferralForm locale="es" {...props.es} /></FormWordsFor>);
      await user.click(screen.getByRole("button", { name: copy.submit }));

      const name = screen.getByRole("textbox", { name: new RegExp(copy.labels.referrerName) });
      await waitFor(() => expect(name).toHaveFocus());
      const required: [string, string][] = [
        [copy.labels.referrerName, es.required.name],
        [copy.labels.referrerOrganization, es.required.organization],
        [copy.labels.referrerPhone, es.required.phone],
        [copy.labels.referrerEmail, es.required.email],
        [copy.labels.clientName, es.required.clientName],
      ];
      for (const [label, message] of required) {
        const field = screen.getByRole("textbox", { name: label });
        expect(field).toHaveAttribute("aria-invalid", "true");
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      expect(screen.getByRole("group", { name: new RegExp(copy.labels.clientNeeds) })).toHaveAccessibleDescription(
        expect.stringContaining(es.careNeeds),
      );
      expect(screen.getByText(formCopies.es.requiredNote)).toBeInTheDocument();
      const page = document.body.textContent ?? "";
      for (const message of english) expect(page).not.toContain(message);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("shows Spanish options and file messages", async () => {
      // The input's accept attribute would keep the wrong file out before the form could see it.
      const user = userEvent.setup({ applyAccept: false });
      render(<FormWordsFor locale="es"><ReferralForm locale="es" {...props.es} /></FormWordsFor>);
      expect(screen.getByRole("checkbox", { name: intakeCopy.es.options.careNeeds.respite })).toBeInTheDocument();
      const how = screen.getByRole("combobox", { name: copy.labels.urgency });
      expect(within(how).getByRole("option", { name: formCopies.es.choose })).toBeInTheDocument();
      await user.selectOptions(how, "today");
      expect(screen.getByRole("note")).toHaveTextContent(copy.todayNote);
      // The urgent referral's own, shorter reply (agency.json's urgentReplyWithin), not the usual one.
      expect(copy.todayNote).toContain("1 hora hábil");
      expect(within(screen.getByRole("note")).getByRole("link", { name: `${confirmationCopies.es.call} ${copy.todayLine.display}` })).toBeInTheDocument();
      await user.upload(screen.getByLabelText(copy.file.label), new File(["x"], "foto.gif", { type: "image/gif" }));
      expect(screen.getByLabelText(copy.file.label)).toHaveAccessibleDescription(expect.stringContaining(es.attachment.type));
    });

    it("flags a patient ZIP outside the area in Spanish, and keeps the referrer after 'send another'", async () => {
      fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ReferralForm locale="es" {...props.es} /></FormWordsFor>);
      await user.type(screen.getByRole("textbox", { name: copy.labels.clientZip }), "90210");
      expect(document.getElementById("clientZip-note")).toHaveTextContent(props.es.area.words.outsideNext);
      expect(document.getElementById("clientZip-note")).toHaveTextContent("90210");
      await fillIn(user, copy.labels);
      await user.click(screen.getByRole("button", { name: copy.submit }));
      const another = await screen.findByRole("button", { name: confirmationCopies.es.sendAnother.referral });
      expect(another).toHaveAccessibleDescription(props.es.keeps);
      await user.click(another);
      expect(screen.getByRole("textbox", { name: copy.labels.referrerName })).toHaveValue("Dana Planner");
      expect(screen.getByRole("textbox", { name: copy.labels.clientName })).toHaveFocus();
      expect(screen.getByRole("textbox", { name: copy.labels.clientZip })).toHaveValue("");
    });

    it("sends locale es (and says so in Content-Language); the panel and the toast are Spanish", async () => {
      fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
      const toasts: ToastMessage[] = [];
      const stop = onToast((t) => toasts.push(t));
      const user = userEvent.setup();
      render(<FormWordsFor locale="es"><ReferralForm locale="es" {...props.es} /></FormWordsFor>);
      await fillIn(user, copy.labels);
      await user.click(screen.getByRole("button", { name: copy.submit }));

      const next = confirmationCopies.es.nextSteps.referral;
      const panel = await screen.findByRole("status", { name: next.heading });
      expect(lastBody()).toMatchObject({ type: "referral", locale: "es", referrerName: "Dana Planner" });
      expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toMatchObject({ "Content-Language": "es" });
      expect(within(panel).getByRole("button", { name: confirmationCopies.es.sendAnother.referral })).toBeInTheDocument();
      expect(toasts).toEqual([expect.objectContaining({ ...formCopies.es.toasts.success.referral, variant: "success", locale: "es" })]);
      stop();
    });
  });
});
