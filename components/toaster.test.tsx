import { act, render, screen } from "@testing-library/react";
import { formCopies } from "@/content/form-copies";
import { showToast, type ToastMessage } from "@/lib/toast";
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
});
