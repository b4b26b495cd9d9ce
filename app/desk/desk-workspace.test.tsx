import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeskWorkspace } from "./desk-workspace";
import { fakeDesk, rpcError } from "./fake-desk";
import { QUEUE_REFRESH_MS } from "./queue-view";

function setup() {
  const desk = fakeDesk();
  const onSignOut = jest.fn();
  const user = userEvent.setup();
  render(<DeskWorkspace client={desk.client} onSignOut={onSignOut} />);
  return { desk, user, onSignOut };
}

const queueTable = () => screen.findByRole("table", { name: /waiting for a reply come first/ });

async function openReferral(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Open VH-7K3Q9F" }));
  const heading = await screen.findByRole("heading", { level: 2, name: "Referral VH-7K3Q9F" });
  return heading;
}

describe("the desk's queue", () => {
  it("shows each form as a row of labels, with the time left against the server's clock", async () => {
    const { desk } = setup();
    const table = await queueTable();
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Reference", "Reply", "Form", "Received", "Urgency / start", "Organization", "Status", "Assigned to", "Language",
    ]);
    const [, referral, consultation] = within(table).getAllByRole("row");
    const cells = within(referral).getAllByRole("cell").map((c) => c.textContent);
    // The cell's visible label (for the phone's cards) is hidden from screen readers: they hear the column header.
    expect(cells).toEqual(expect.arrayContaining([
      expect.stringContaining("Overdue by 1 h 20 min"),
      expect.stringContaining("Within 48 hours, starts Sat, Dec 5, 2026"),
      expect.stringContaining("Sharp Memorial Hospital"),
      // The referrer's own reference, with her organization: what she quotes when she calls.
      expect.stringContaining("Their ref: Bed 4B / case #1207"),
      expect.stringContaining("Reviewing"),
      expect.stringContaining("Nobody"),
      expect.stringContaining("Spanish"),
      expect.stringContaining("Wed, Dec 2, 5:40 AM"),
    ]));
    expect(within(consultation).getByText("Due in 45 min")).toBeInTheDocument();
    expect(within(consultation).getByText("Within a week")).toBeInTheDocument();
    // Overdue is said in words (and marked with an icon), never by colour alone.
    expect(within(referral).getByText("Overdue by 1 h 20 min").tagName).toBe("STRONG");
    // No health detail, nor a name, in the queue.
    expect(table).not.toHaveTextContent(/Rosa|ADL|Meal|Medi-Cal|Lives alone/);
    expect(desk.calls("desk_queue")[0]).toEqual({ p_limit: expect.any(Number) });
  });

  it("filters by type and status, and finds a reference", async () => {
    const { desk, user } = setup();
    await queueTable();
    await user.selectOptions(screen.getByLabelText("Form"), "referral");
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await waitFor(() => expect(desk.calls("desk_queue").at(-1)).toMatchObject({ p_type: "referral", p_status: "all" }));
    const search = screen.getByRole("search", { name: "Find a form by its reference" });
    await user.type(within(search).getByLabelText("Reference"), "vh-7k3");
    await user.click(within(search).getByRole("button", { name: "Find" }));
    await waitFor(() => expect(desk.calls("desk_queue").at(-1)).toMatchObject({ p_type: "referral", p_status: "all", p_reference: "VH-7K3" }));
    // Each load staff asked for is announced.
    const queue = screen.getByRole("region", { name: "Queue" });
    await waitFor(() => expect(within(queue).getAllByRole("status")[0]).toHaveTextContent("Queue updated: 2 forms."));
  });

  it("refreshes itself every minute while the tab is in view, and not while it is hidden", async () => {
    jest.useFakeTimers();
    try {
      const desk = fakeDesk();
      render(<DeskWorkspace client={desk.client} onSignOut={() => {}} />);
      await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
      const loads = desk.calls("desk_queue").length;
      await act(async () => {
        jest.advanceTimersByTime(QUEUE_REFRESH_MS);
      });
      expect(desk.calls("desk_queue")).toHaveLength(loads + 1);
      const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      await act(async () => {
        jest.advanceTimersByTime(3 * QUEUE_REFRESH_MS);
      });
      expect(desk.calls("desk_queue")).toHaveLength(loads + 1);
      // Back in view after more than a minute: at once.
      visibility.mockReturnValue("visible");
      await act(async () => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(desk.calls("desk_queue")).toHaveLength(loads + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("says when nothing matches", async () => {
    const { desk, user } = setup();
    await queueTable();
    desk.override("desk_queue", () => ({ data: { now: "2026-12-02T17:00:00Z", rows: [] }, error: null, status: 200 }));
    await user.selectOptions(screen.getByLabelText("Status"), "accepted");
    expect(await screen.findByText("No form matches these filters.")).toBeInTheDocument();
  });
});

describe("a record", () => {
  it("opens with the focus on its heading, every field labelled, the document and the history", async () => {
    const { user } = setup();
    const heading = await openReferral(user);
    expect(heading).toHaveFocus();
    const fields = screen.getByRole("region", { name: "What the sender wrote" });
    expect(within(fields).getByText("Patient / client name").nextSibling).toHaveTextContent("Rosa Alvarez");
    expect(within(fields).getByText("Referrer's own reference").nextSibling).toHaveTextContent("Bed 4B / case #1207");
    expect(within(fields).getByText("ADL Support (Activities of Daily Living)")).toBeInTheDocument();
    expect(within(fields).getByText("Medi-Cal")).toBeInTheDocument();
    expect(within(fields).getByText("Marta Alvarez, (619) 555-0199")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByText("Spanish: answer in Spanish")).toBeInTheDocument();
    const document = screen.getByRole("region", { name: "Document" });
    expect(within(document).getByText("PDF (application/pdf)")).toBeInTheDocument();
    expect(within(document).getByText("47 KB")).toBeInTheDocument();
    expect(within(document).getByRole("button", { name: "Download discharge.pdf" })).toBeInTheDocument();
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByText("Opened")).toBeInTheDocument();
  });

  it("is declined with a reason, and the live region says the referrer was e-mailed in Spanish", async () => {
    const { desk, user } = setup();
    await openReferral(user);
    const status = screen.getByRole("region", { name: "Status" });
    expect(within(status).getAllByRole("radio").map((r) => r.parentElement?.textContent)).toEqual([
      "Accept pending — more information needed", "Accepted", "Declined", "Closed",
    ]);
    expect(within(status).queryByLabelText("Reason for declining")).not.toBeInTheDocument();
    await user.click(within(status).getByRole("radio", { name: "Declined" }));
    await user.click(within(status).getByRole("button", { name: "Save the status" }));
    // No reason yet: said next to the field, which takes the focus; nothing is sent.
    const reason = within(status).getByLabelText("Reason for declining");
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription("Error: Choose why the referral is declined.");
    expect(desk.calls("desk_set_status")).toHaveLength(0);

    await user.selectOptions(reason, "Outside our service area");
    await user.click(within(status).getByRole("button", { name: "Save the status" }));
    expect(desk.calls("desk_set_status")).toEqual([{ p_reference: "VH-7K3Q9F", p_status: "declined", p_from: "reviewing", p_reason: "outside_area" }]);
    expect(await within(status).findByRole("status")).toHaveTextContent("VH-7K3Q9F is now Declined (Outside our service area). An e-mail telling the referrer, in Spanish, is on its way.");
    // The record is read again: its new status, the next statuses and the history's new line.
    await waitFor(() => expect(within(status).getByText("Declined (Outside our service area)")).toBeInTheDocument());
    expect(within(status).getAllByRole("radio")).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "History" })).getByText(/Status changed from Reviewing to Declined \(Outside our service area\); an e-mail to the referrer was stored to send/)).toBeInTheDocument();
  });

  it("says when someone changed the status meanwhile, and reloads it", async () => {
    const { desk, user } = setup();
    await openReferral(user);
    desk.changeStatusElsewhere("accepted");
    const status = screen.getByRole("region", { name: "Status" });
    await user.click(within(status).getByRole("radio", { name: "Accepted" }));
    await user.click(within(status).getByRole("button", { name: "Save the status" }));
    expect(await within(status).findByRole("alert")).toHaveTextContent(/someone changed it meanwhile.*reloaded/);
    await waitFor(() => expect(within(status).getByText("Accepted", { selector: "strong" })).toBeInTheDocument());
  });

  it("keeps a note that could not be saved, and says why", async () => {
    const { desk, user } = setup();
    await openReferral(user);
    desk.override("desk_note", () => rpcError(400, "PT400", "A note has 1 to 2000 characters."));
    const note = screen.getByRole("region", { name: "Internal note" });
    const area = within(note).getByLabelText("Note");
    await user.type(area, "Called the daughter");
    expect(area).toHaveAccessibleDescription(/19 of 2000 characters/);
    await user.click(within(note).getByRole("button", { name: "Add the note" }));
    expect(await within(note).findByRole("alert")).toHaveTextContent("The note was not saved. A note has 1 to 2000 characters.");
    expect(area).toHaveValue("Called the daughter");
  });

  it("assigns to me and adds the note to the history", async () => {
    const { desk, user } = setup();
    await openReferral(user);
    await user.click(screen.getByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("VH-7K3Q9F is now assigned to Ana Ortiz.")).toBeInTheDocument();
    expect(desk.calls("desk_assign")).toEqual([{ p_reference: "VH-7K3Q9F", p_user_id: "u-ana" }]);
    const note = screen.getByRole("region", { name: "Internal note" });
    await user.type(within(note).getByLabelText("Note"), "Called the daughter");
    await user.click(within(note).getByRole("button", { name: "Add the note" }));
    expect(await within(note).findByRole("status")).toHaveTextContent("Note added to the history.");
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByText("Called the daughter")).toBeInTheDocument();
    expect(within(history).getByText("Assigned to Ana Ortiz")).toBeInTheDocument();
    // Opened once: what this desk did joins the history without another audited opening.
    expect(desk.calls("desk_open")).toHaveLength(1);
  });

  it("goes back to the queue with the focus on the reference it opened", async () => {
    const { user } = setup();
    await openReferral(user);
    await user.click(screen.getAllByRole("button", { name: "Back to the queue" })[0]);
    expect(screen.getByRole("button", { name: "Open VH-7K3Q9F" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Referral VH-7K3Q9F" })).not.toBeInTheDocument();
  });
});

it("has a sign-out button on every screen", async () => {
  const { user, onSignOut } = setup();
  expect(await screen.findByText("Ana Ortiz")).toBeInTheDocument();
  await openReferral(user);
  await user.click(screen.getByRole("button", { name: "Sign out" }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});
