import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReferralForm } from "./referral-form";

describe("ReferralForm", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("explains every mistake of an empty submit, focuses the first one and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ReferralForm />);

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
      [/phone/i, "Please enter your phone number."],
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
});
