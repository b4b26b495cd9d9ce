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
    localStorage.clear();
  });

  const pdf = (name: string, text: string) => new File([`%PDF-1.7 ${text}`], name, { type: "application/pdf" });
  /** What each call to the backend carried: its submissionId and its document's name. */
  const sends = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(String((init as RequestInit).body));
      return { id: body.submissionId as string, file: body.attachment?.filename as string | undefined };
    });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole("textbox", { name: /your name/i }), "Dana Planner");
    await user.type(screen.getByRole("textbox", { name: /organization/i }), "Mercy Hospital");
    await user.type(screen.getByRole("textbox", { name: /phone/i }), "(858) 555-0123");
    await user.type(screen.getByRole("textbox", { name: /e-mail/i }), "dana@example.com");
    await user.type(screen.getByRole("textbox", { name: /patient \/ client name/i }), "Robert Client");
    await user.click(screen.getAllByRole("checkbox")[0]);
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
    render(<ReferralForm />);
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
    render(<ReferralForm />);
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
