import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { localDeskClient } from "@/lib/desk/client";
import { KEEP_ALIVE_MS } from "@/lib/desk/keep-alive";
import { LOCAL_SESSION_PATH } from "@/lib/desk/local-session";
import { signOutNotices } from "@/lib/desk/session";
import { DeskApp } from "./desk-app";
import { fakeDesk, rpcError } from "./fake-desk";

jest.mock("@/lib/desk/client", () => ({ localDeskClient: jest.fn(), hostedClients: jest.fn() }));

/** The local server's answers, as fetch sees them (jsdom has no Response). */
const answer = (status: number, body: unknown, type = "application/json") =>
  ({ ok: status >= 200 && status < 300, status, headers: { get: () => type }, json: async () => body }) as unknown as Response;

let desk: ReturnType<typeof fakeDesk>;
let fetchMock: jest.Mock;
const realFetch = global.fetch;

beforeEach(() => {
  desk = fakeDesk();
  jest.mocked(localDeskClient).mockResolvedValue(desk.client);
  fetchMock = jest.fn(async (_path: string, init?: RequestInit) => (init?.method === "DELETE" ? answer(200, { ok: true }) : answer(200, { ok: true })));
  global.fetch = fetchMock;
  window.history.replaceState(null, "", "/desk");
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

const local = { kind: "local" } as const;
const EXPLANATION = "Open the desk with the link npm start printed in its terminal. The link works once, on this computer only.";
/** The explanation's paragraph (`npm start` is in a <code> of its own). */
const explanation = (_: string, el: Element | null) => el?.tagName === "P" && el.textContent === EXPLANATION;

describe("the desk on the owner's computer", () => {
  it("takes the one-time token out of the address at once, trades it for a session, then shows the queue", async () => {
    window.history.replaceState(null, "", "/desk#token=9f8e7d6c5b4a");
    render(<DeskApp mode={local} />);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/desk");
    await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
    expect(fetchMock).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "POST", body: JSON.stringify({ token: "9f8e7d6c5b4a" }) }));
  });

  it("without a token asks whether the cookie's session is alive", async () => {
    render(<DeskApp mode={local} />);
    await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
    expect(fetchMock).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "GET" }));
  });

  it.each([
    ["no session", answer(401, { error: "No desk session." })],
    ["a static host's 404 page", answer(404, "<!doctype html>", "text/html")],
    ["an HTML page answering 200", answer(200, "<!doctype html>", "text/html")],
  ])("with %s explains how to open the desk, and reads nothing", async (_, response) => {
    fetchMock.mockResolvedValue(response);
    render(<DeskApp mode={local} />);
    expect(await screen.findByText(explanation)).toBeInTheDocument();
    expect(desk.client.rpc).not.toHaveBeenCalled();
    expect(localDeskClient).not.toHaveBeenCalled();
  });

  it("signs out with the button: the session is deleted and the explanation shown", async () => {
    const user = userEvent.setup();
    render(<DeskApp mode={local} />);
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText(explanation)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "DELETE" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("closes at once when the server refuses a call", async () => {
    const user = userEvent.setup();
    render(<DeskApp mode={local} />);
    await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
    desk.override("desk_open", () => rpcError(401, "PT401", "The desk session has ended."));
    await user.click(screen.getByRole("button", { name: "Open VH-7K3Q9F" }));
    expect(await screen.findByText(signOutNotices.refused)).toBeInTheDocument();
    expect(screen.queryByText("Rosa Alvarez")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("signs out after 15 minutes without activity, and says so", async () => {
    jest.useFakeTimers();
    render(<DeskApp mode={local} />);
    await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
    await act(async () => {
      jest.advanceTimersByTime(14 * 60_000);
    });
    expect(screen.getByRole("table")).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    const heading = screen.getByRole("heading", { name: "Open the desk from its link" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/signed out after 15 minutes without activity/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "DELETE" })));
  });

  it("keeps the server's session alive while someone works, and closes when the server has ended it", async () => {
    jest.useFakeTimers();
    render(<DeskApp mode={local} />);
    await screen.findByRole("button", { name: "Open VH-7K3Q9F" });
    const gets = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "GET").length;
    const before = gets();
    // Typing a long note: keys, but no call of the desk's own.
    window.dispatchEvent(new KeyboardEvent("keydown"));
    await act(async () => {
      jest.advanceTimersByTime(KEEP_ALIVE_MS);
    });
    expect(gets()).toBe(before + 1);
    expect(screen.getByRole("table")).toBeInTheDocument();
    fetchMock.mockResolvedValue(answer(401, { code: "42501", message: "Your desk session has ended." }));
    window.dispatchEvent(new KeyboardEvent("keydown"));
    await act(async () => {
      jest.advanceTimersByTime(KEEP_ALIVE_MS);
    });
    expect(await screen.findByText(signOutNotices.refused)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
