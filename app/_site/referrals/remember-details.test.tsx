import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { nextSteps } from "@/content/next-steps";
import { formCopies } from "@/content/form-copies";
import { REMEMBERED_REFERRER_KEY } from "@/lib/remembered-referrer";
import { FormWordsFor } from "@/components/form/words-for";
import { ReferralForm } from "./referral-form";
import { referralFormProps } from "./form-props";

const words = formCopies.en.referral.remember;
const labels = formCopies.en.referral.labels;
const referrer = { referrerName: "Dana Planner", referrerOrganization: "Mercy Hospital", referrerPhone: "(858) 555-0123", referrerEmail: "dana@example.com" };

describe("Remember my details on this computer", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true, reference: "VH-7K3Q9F" }) } as Response);
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  const renderForm = (locale: "en" | "es" = "en") =>
    render(<FormWordsFor locale={locale}><ReferralForm locale={locale} {...referralFormProps(locale)} /></FormWordsFor>);
  const box = () => screen.getByRole("checkbox", { name: words.label });
  const stored = () => JSON.parse(localStorage.getItem(REMEMBERED_REFERRER_KEY) ?? "null");
  const field = (label: string) => screen.getByRole("textbox", { name: label });

  async function fillAndSend(user: ReturnType<typeof userEvent.setup>, { remember }: { remember: boolean }) {
    await user.type(field(labels.referrerName), referrer.referrerName);
    await user.type(field(labels.referrerOrganization), referrer.referrerOrganization);
    await user.type(field(labels.referrerPhone), referrer.referrerPhone);
    await user.type(field(labels.referrerEmail), referrer.referrerEmail);
    await user.type(field(labels.clientName), "Robert Client");
    await user.click(screen.getByRole("checkbox", { name: "Meal Preparation" }));
    await user.type(field(labels.additionalNotes), "Oxygen at night.");
    await user.type(field(labels.ownReference), "Bed 4B");
    if (remember) await user.click(box());
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
  }

  it("is a visible, labelled checkbox, unchecked by default, that says what it keeps; nothing is kept until asked", async () => {
    renderForm();
    expect(box()).not.toBeChecked();
    expect(box()).toHaveAccessibleDescription(words.hint);
    expect(screen.queryByRole("button", { name: words.forget })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fillAndSend(user, { remember: false });
    await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(localStorage.getItem(REMEMBERED_REFERRER_KEY)).toBeNull();
  });

  it("checked, a sent referral keeps only the referrer's own details; the next visit fills them in", async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await fillAndSend(user, { remember: true });
    await screen.findByRole("status", { name: nextSteps.referral.heading });
    // Only theirs: never the patient's name, needs or notes, nor their own reference for this referral.
    expect(stored()).toEqual(referrer);
    first.unmount();

    renderForm();
    await waitFor(() => expect(field(labels.referrerName)).toHaveValue(referrer.referrerName));
    expect(field(labels.referrerOrganization)).toHaveValue(referrer.referrerOrganization);
    expect(field(labels.referrerPhone)).toHaveValue(referrer.referrerPhone);
    expect(field(labels.referrerEmail)).toHaveValue(referrer.referrerEmail);
    expect(field(labels.clientName)).toHaveValue("");
    expect(field(labels.ownReference)).toHaveValue("");
    expect(box()).toBeChecked();
    expect(screen.getByText(words.filled)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: words.forget })).toBeVisible();
  });

  it("a send that fails keeps nothing", async () => {
    fetchMock.mockRejectedValue(new TypeError("network error"));
    const user = userEvent.setup();
    renderForm();
    await fillAndSend(user, { remember: true });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole("button", { name: "Submit Referral" });
    expect(localStorage.getItem(REMEMBERED_REFERRER_KEY)).toBeNull();
  });

  it("'Forget my details', by keyboard: removes them from this computer and the form, says so, and leaves the focus on the checkbox", async () => {
    localStorage.setItem(REMEMBERED_REFERRER_KEY, JSON.stringify(referrer));
    const user = userEvent.setup();
    renderForm();
    const forget = await screen.findByRole("button", { name: words.forget });
    // Reached by Tab from the checkbox, pressed with Enter.
    box().focus();
    await user.tab();
    expect(forget).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(localStorage.getItem(REMEMBERED_REFERRER_KEY)).toBeNull();
    expect(screen.getByText(words.forgotten).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: words.forget })).not.toBeInTheDocument();
    expect(box()).not.toBeChecked();
    expect(box()).toHaveFocus();
    expect(field(labels.referrerName)).toHaveValue("");
    expect(field(labels.referrerEmail)).toHaveValue("");
  });

  it("unchecked at the next send, the details kept before are removed", async () => {
    localStorage.setItem(REMEMBERED_REFERRER_KEY, JSON.stringify(referrer));
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(box()).toBeChecked());
    // Space toggles it, as on any checkbox.
    box().focus();
    await user.keyboard(" ");
    expect(box()).not.toBeChecked();
    await user.type(field(labels.clientName), "Alma Ruiz");
    await user.click(screen.getByRole("checkbox", { name: "Meal Preparation" }));
    await user.click(screen.getByRole("button", { name: "Submit Referral" }));
    await screen.findByRole("status", { name: nextSteps.referral.heading });
    expect(localStorage.getItem(REMEMBERED_REFERRER_KEY)).toBeNull();
  });

  it("fills in nothing odd from a value edited by hand", async () => {
    localStorage.setItem(REMEMBERED_REFERRER_KEY, JSON.stringify({ referrerName: "x".repeat(500), clientName: "Robert Client", referrerEmail: 42, referrerPhone: "(858) 555-0199" }));
    renderForm();
    await waitFor(() => expect(field(labels.referrerPhone)).toHaveValue("(858) 555-0199"));
    expect(field(labels.referrerName)).toHaveValue("");
    expect(field(labels.clientName)).toHaveValue("");
    expect(field(labels.referrerEmail)).toHaveValue("");
  });

  it("in Spanish, in Spanish", async () => {
    localStorage.setItem(REMEMBERED_REFERRER_KEY, JSON.stringify(referrer));
    const es = formCopies.es.referral.remember;
    const user = userEvent.setup();
    renderForm("es");
    await user.click(await screen.findByRole("button", { name: es.forget }));
    expect(screen.getByRole("checkbox", { name: es.label })).toHaveAccessibleDescription(es.hint);
    expect(screen.getByText(es.forgotten)).toBeInTheDocument();
  });
});
