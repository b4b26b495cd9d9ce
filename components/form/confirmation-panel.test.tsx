import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formTypes } from "@/supabase/functions/_shared/schemas.ts";
import { confirmationCopy, nextSteps } from "@/content/next-steps";
import { ConfirmationPanel } from "./confirmation-panel";

describe("ConfirmationPanel", () => {
  it.each(formTypes)("%s: a status with the focus on its heading, the reference, the next steps and the line to call", (type) => {
    const next = nextSteps[type];
    render(<ConfirmationPanel type={type} reference="VH-7K3Q9F" onSendAnother={() => {}} />);

    const panel = screen.getByRole("status", { name: next.heading });
    const heading = within(panel).getByRole("heading", { name: next.heading });
    expect(heading).toHaveFocus();
    expect(within(panel).getByText(confirmationCopy.reference)).toBeInTheDocument();
    expect(within(panel).getByText("VH-7K3Q9F")).toBeInTheDocument();
    const steps = within(panel).getAllByRole("listitem").map((li) => li.textContent);
    expect(steps).toEqual(next.steps);
    expect(within(panel).getByText(next.phoneNote)).toBeInTheDocument();
    const call = within(panel).getByRole("link", { name: `${confirmationCopy.call} ${next.phone.display}` });
    expect(call).toHaveAttribute("href", `tel:${next.phone.tel}`);
    expect(within(panel).getByRole("button", { name: confirmationCopy.sendAnother[type] })).toBeInTheDocument();
  });

  it("without a reference shows no reference line and never asks to give one", () => {
    render(<ConfirmationPanel type="referral" onSendAnother={() => {}} />);
    const panel = screen.getByRole("status");
    expect(within(panel).queryByText(confirmationCopy.reference)).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/VH-/);
    expect(panel).not.toHaveTextContent(/reference/i);
    // The referral line still says when it is answered.
    expect(within(panel).getByText(nextSteps.referral.phone.note)).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: nextSteps.referral.heading })).toHaveFocus();
  });

  it("asks for another form only when its button is pressed", async () => {
    const user = userEvent.setup();
    const onSendAnother = jest.fn();
    render(<ConfirmationPanel type="application" reference="VH-ABCDEF" onSendAnother={onSendAnother} />);
    expect(onSendAnother).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send another application" }));
    expect(onSendAnother).toHaveBeenCalledTimes(1);
  });
});
