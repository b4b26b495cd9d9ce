import { act, render, screen } from "@testing-library/react";
import { formCopies } from "@/content/form-copies";
import { showToast, type ToastMessage } from "@/lib/toast";
import { anchorToasts } from "@/lib/toast-anchor";
import { Toaster } from "./toaster";

const toast = (over: Partial<ToastMessage>): ToastMessage => ({ id: 1, title: "T", description: "D", variant: "destructive", locale: "en", ...over });

describe("Toaster", () => {
  it("speaks the language of the form that raised the toast: its region and its Close button", () => {
    const es = formCopies.es.toasts;
    render(<Toaster initial={[toast({ ...es.rateLimited, locale: "es" })]} />);
    expect(screen.getByText(es.rateLimited.title)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: es.close })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: new RegExp(es.region) })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: formCopies.en.toasts.close })).not.toBeInTheDocument();
  });

  it("in English as before, and follows a later toast's language", () => {
    render(<Toaster initial={[toast({ title: "Submission Failed" })]} />);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    act(() => showToast({ title: "Demasiados envíos", description: "…", variant: "destructive", locale: "es" }));
    expect(screen.getByRole("region", { name: new RegExp(formCopies.es.toasts.region) })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: formCopies.es.toasts.close })).toBeInTheDocument();
  });

  it("while a confirmation panel's slot is on the page, toasts sit in it, in the flow, not in the fixed corner", () => {
    const slot = document.createElement("div");
    document.body.append(slot);
    slot.scrollIntoView = jest.fn(); // jsdom has no layout
    // Before the toaster: a panel is shown before its success toast is raised.
    const leave = anchorToasts(slot)!;
    render(<Toaster initial={[toast({ title: "Referral Submitted Successfully!", variant: "success" })]} />);
    const shown = screen.getByText("Referral Submitted Successfully!");
    expect(slot).toContainElement(shown);
    expect(slot.querySelector("ol")!.className).not.toMatch(/\bfixed\b/);
    // Brought into view on arrival, the panel's heading just below it.
    expect(slot.scrollIntoView).toHaveBeenCalledWith({ block: "nearest" });

    // "Send another": the panel goes, and its success toast with it; a failure would stay, in the corner.
    act(() => showToast({ title: "Submission Failed", description: "…", variant: "destructive", locale: "en" }));
    act(() => leave());
    expect(screen.queryByText("Referral Submitted Successfully!")).toBeNull();
    expect(slot).not.toContainElement(screen.getByText("Submission Failed"));
    expect(screen.getByRole("region", { name: /Notifications/ }).querySelector("ol")!.className).toMatch(/\bfixed\b/);
    slot.remove();
  });
});
