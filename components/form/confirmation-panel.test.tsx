import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formTypes } from "@/supabase/functions/_shared/schemas.ts";
import { locales } from "@/content/copy";
import { confirmationCopies } from "@/content/form-copies";
import { toastAnchor } from "@/lib/toast-anchor";
import { dueWords } from "@/supabase/functions/_shared/due-words.ts";
import { ConfirmationPanel } from "./confirmation-panel";
import { FormWordsFor } from "@/components/form/words-for";

const cases = locales.flatMap((locale) => formTypes.map((type) => [locale, type] as const));

describe("ConfirmationPanel", () => {
  it.each(cases)("%s, %s: a status with the focus on its heading, the reference, the next steps and the line to call", (locale, type) => {
    const copy = confirmationCopies[locale];
    const next = copy.nextSteps[type];
    render(<FormWordsFor locale={locale}><ConfirmationPanel type={type} reference="VH-7K3Q9F" onSendAnother={() => {}} /></FormWordsFor>);

    const panel = screen.getByRole("status", { name: next.heading });
    const heading = within(panel).getByRole("heading", { name: next.heading });
    expect(heading).toHaveFocus();
    expect(within(panel).getByText(copy.reference)).toBeInTheDocument();
    expect(within(panel).getByText("VH-7K3Q9F")).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: copy.whatNext })).toBeInTheDocument();
    const steps = within(panel).getAllByRole("listitem").map((li) => li.textContent);
    expect(steps).toEqual(next.steps);
    expect(within(panel).getByText(next.phoneNote)).toBeInTheDocument();
    const call = within(panel).getByRole("link", { name: `${copy.call} ${next.phone.display}` });
    expect(call).toHaveAttribute("href", `tel:${next.phone.tel}`);
    expect(within(panel).getByRole("button", { name: copy.sendAnother[type] })).toBeInTheDocument();
  });

  it.each(locales)("%s: with the function's promise, the first step states the due time in San Diego time", (locale) => {
    const copy = confirmationCopies[locale];
    const dueAt = new Date("2026-11-28T18:15:00Z"); // Saturday 10:15 AM in San Diego
    for (const type of formTypes) {
      const { unmount } = render(<FormWordsFor locale={locale}><ConfirmationPanel type={type} reference="VH-7K3Q9F" promise={{ dueAt, urgent: false }} onSendAnother={() => {}} /></FormWordsFor>);
      const steps = within(screen.getByRole("status")).getAllByRole("listitem").map((li) => li.textContent);
      expect(steps).toEqual([copy.nextSteps[type].firstStepBy.replace("{due}", dueWords(dueAt, locale)), ...copy.nextSteps[type].steps.slice(1)]);
      // A time that ends in "a.m." never meets the sentence's own full stop.
      expect(steps.join(" ")).not.toMatch(/\.\./);
      expect(steps[0]).toMatch(locale === "en" ? /Saturday, November 28 at 10:15\sAM/ : /sábado, 28 de noviembre, 10:15\sa\.\s?m\./);
      unmount();
    }
  });

  it.each(locales)("%s: a 'Today' referral sent while the office was closed says so and gives the 24-hour line first", (locale) => {
    const copy = confirmationCopies[locale];
    const opensAt = new Date("2026-11-28T17:00:00Z"); // Saturday 9:00 AM
    const promise = { dueAt: new Date("2026-11-28T18:00:00Z"), urgent: true, opensAt };
    render(<FormWordsFor locale={locale}><ConfirmationPanel type="referral" reference="VH-7K3Q9F" promise={promise} onSendAnother={() => {}} /></FormWordsFor>);
    const panel = screen.getByRole("status");
    const note = within(panel).getByText(copy.todayClosed.replace("{opens}", dueWords(opensAt, locale)));
    expect(note.textContent).not.toMatch(/\.\./);
    const line = copy.nextSteps.referral.phone;
    const calls = within(panel).getAllByRole("link", { name: `${copy.call} ${line.display}` });
    // The note and its call come before the reference and the steps.
    expect(note.compareDocumentPosition(within(panel).getByText("VH-7K3Q9F")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls[0].compareDocumentPosition(within(panel).getAllByRole("listitem")[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says nothing of a closed office when the referral is not for today, or the office was open", () => {
    const copy = confirmationCopies.en;
    const dueAt = new Date("2026-11-28T19:00:00Z");
    const opensAt = new Date("2026-11-28T17:00:00Z");
    for (const promise of [{ dueAt, urgent: false, opensAt }, { dueAt, urgent: true }]) {
      const { unmount } = render(<FormWordsFor locale="en"><ConfirmationPanel type="referral" reference="VH-7K3Q9F" promise={promise} onSendAnother={() => {}} /></FormWordsFor>);
      expect(screen.getByRole("status")).not.toHaveTextContent(copy.todayClosed.slice(0, 20));
      unmount();
    }
  });

  it("in Spanish holds none of the English panel's words", () => {
    const en = confirmationCopies.en;
    for (const type of formTypes) {
      const { unmount } = render(<FormWordsFor locale="es"><ConfirmationPanel type={type} reference="VH-7K3Q9F" onSendAnother={() => {}} /></FormWordsFor>);
      const text = screen.getByRole("status").textContent ?? "";
      const english = [en.reference, en.whatNext, en.call, en.sendAnother[type], en.nextSteps[type].heading, en.nextSteps[type].phoneNote, ...en.nextSteps[type].steps];
      for (const words of english) expect(text).not.toContain(words);
      unmount();
    }
  });

  it("without a reference shows no reference line and never asks to give one", () => {
    const { nextSteps, reference } = confirmationCopies.en;
    render(<FormWordsFor locale="en"><ConfirmationPanel type="referral" onSendAnother={() => {}} /></FormWordsFor>);
    const panel = screen.getByRole("status");
    expect(within(panel).queryByText(reference)).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/VH-/);
    expect(panel).not.toHaveTextContent(/reference/i);
    // The referral line still says when it is answered.
    expect(within(panel).getByText(nextSteps.referral.phone.note!)).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: nextSteps.referral.heading })).toHaveFocus();
  });

  it.each(locales)("%s: care needed now: the line a person answers now, its note, and no promise of a call within a day", (locale) => {
    const copy = confirmationCopies[locale];
    const words = { first: "Call us now.", open: "The office is open.", closed: "Answered 24 hours a day.", giveReference: "Give this reference." };
    for (const [open, phone] of [[true, copy.nextSteps.application.phone], [false, copy.nextSteps.referral.phone]] as const) {
      const { unmount } = render(<FormWordsFor locale={locale}><ConfirmationPanel type="consultation" reference="VH-7K3Q9F" callNow={{ line: { phone, open }, words }} onSendAnother={() => {}} /></FormWordsFor>);
      const panel = screen.getByRole("status");
      expect(within(panel).getAllByRole("listitem").map((li) => li.textContent)).toEqual([words.first, ...copy.nextSteps.consultation.steps.slice(1)]);
      expect(panel).toHaveTextContent(`${open ? words.open : words.closed} ${words.giveReference}`);
      expect(within(panel).getByRole("link", { name: `${copy.call} ${phone.display}` })).toHaveAttribute("href", `tel:${phone.tel}`);
      expect(panel).not.toHaveTextContent(copy.nextSteps.consultation.steps[0]);
      unmount();
    }
  });

  it("says under 'send another' what the next form keeps, when it keeps something", () => {
    const keeps = "Your own details stay filled in.";
    const { unmount } = render(<FormWordsFor locale="en"><ConfirmationPanel type="referral" reference="VH-7K3Q9F" keeps={keeps} onSendAnother={() => {}} /></FormWordsFor>);
    expect(screen.getByRole("button", { name: "Send another referral" })).toHaveAccessibleDescription(keeps);
    unmount();
    render(<FormWordsFor locale="en"><ConfirmationPanel type="consultation" reference="VH-7K3Q9F" onSendAnother={() => {}} /></FormWordsFor>);
    expect(screen.getByRole("button", { name: "Send another request" })).not.toHaveAttribute("aria-describedby");
  });

  it.each(locales)("%s: repeats the referrer's own reference under the reference, labelled, only when there is one", (locale) => {
    const copy = confirmationCopies[locale];
    const { unmount } = render(<FormWordsFor locale={locale}><ConfirmationPanel type="referral" reference="VH-7K3Q9F" ownReference="Bed 4B / case #1207" onSendAnother={() => {}} /></FormWordsFor>);
    const panel = screen.getByRole("status");
    expect(within(panel).getByText(copy.ownReference)).toBeInTheDocument();
    expect(within(panel).getByText("Bed 4B / case #1207")).toBeInTheDocument();
    // After the reference to quote, before what happens next.
    const text = panel.textContent ?? "";
    expect(text.indexOf("VH-7K3Q9F")).toBeLessThan(text.indexOf("Bed 4B / case #1207"));
    expect(text.indexOf("Bed 4B / case #1207")).toBeLessThan(text.indexOf(copy.whatNext));
    unmount();
    render(<FormWordsFor locale={locale}><ConfirmationPanel type="referral" reference="VH-7K3Q9F" onSendAnother={() => {}} /></FormWordsFor>);
    expect(screen.getByRole("status")).not.toHaveTextContent(copy.ownReference);
  });

  it("puts a slot for toasts just before itself, there while it is shown", () => {
    const { unmount } = render(<FormWordsFor locale="en"><ConfirmationPanel type="application" reference="VH-ABCDEF" onSendAnother={() => {}} /></FormWordsFor>);
    const slot = toastAnchor.get();
    expect(slot).not.toBeNull();
    expect(slot!.nextElementSibling).toBe(screen.getByRole("status"));
    unmount();
    expect(toastAnchor.get()).toBeNull();
  });

  it("asks for another form only when its button is pressed", async () => {
    const user = userEvent.setup();
    const onSendAnother = jest.fn();
    render(<FormWordsFor locale="en"><ConfirmationPanel type="application" reference="VH-ABCDEF" onSendAnother={onSendAnother} /></FormWordsFor>);
    expect(onSendAnother).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send another application" }));
    expect(onSendAnother).toHaveBeenCalledTimes(1);
  });
});
