/** @jest-environment node */
// Node's own Response is what the browser's fetch gives; jsdom has none.
import { endLocalSession, LOCAL_SESSION_PATH, localSessionEnded, startLocalSession, takeTokenFromAddress } from "./local-session";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("takeTokenFromAddress", () => {
  const hist = () => ({ state: { kept: true }, replaceState: jest.fn() });

  it("takes the token and removes it from the address bar at once", () => {
    const h = hist();
    expect(takeTokenFromAddress({ hash: "#token=9f8e7d6c", pathname: "/desk", search: "" }, h)).toBe("9f8e7d6c");
    expect(h.replaceState).toHaveBeenCalledWith({ kept: true }, "", "/desk");
  });

  it("removes a malformed token too, and keeps none", () => {
    const h = hist();
    expect(takeTokenFromAddress({ hash: "#token=<script>", pathname: "/desk", search: "?a=1" }, h)).toBeNull();
    expect(h.replaceState).toHaveBeenCalledWith({ kept: true }, "", "/desk?a=1");
  });

  it("leaves an address without a token alone", () => {
    const h = hist();
    expect(takeTokenFromAddress({ hash: "", pathname: "/desk", search: "" }, h)).toBeNull();
    expect(takeTokenFromAddress({ hash: "#main", pathname: "/desk", search: "" }, h)).toBeNull();
    expect(h.replaceState).not.toHaveBeenCalled();
  });
});

describe("startLocalSession", () => {
  it("trades the token for a session with a JSON POST", async () => {
    const fetchFn = jest.fn(async () => json(200, { ok: true }));
    await expect(startLocalSession("abc123", fetchFn)).resolves.toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "POST", body: JSON.stringify({ token: "abc123" }) }));
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("without a token asks whether the cookie's session is alive", async () => {
    const fetchFn = jest.fn(async () => json(200, { ok: true }));
    await expect(startLocalSession(null, fetchFn)).resolves.toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "GET" }));
  });

  it("passes on the server's words for a link that did not work, in either error shape", async () => {
    await expect(startLocalSession("abc", async () => json(403, { error: "This link was used already." }))).resolves.toEqual({ ok: false, message: "This link was used already." });
    const postgrest = { code: "42501", message: "This desk link has been used or is not valid.", details: null, hint: null };
    await expect(startLocalSession("abc", async () => json(401, postgrest))).resolves.toEqual({ ok: false, message: "This desk link has been used or is not valid." });
  });

  it("adds nothing to the explanation when there was no link", async () => {
    await expect(startLocalSession(null, async () => json(401, { code: "42501", message: "No desk session." }))).resolves.toEqual({ ok: false });
  });

  it("has no session on a static host: a 404, an HTML page, a 200 that is not the server's, a network failure", async () => {
    await expect(startLocalSession(null, async () => new Response("<!doctype html>", { status: 404, headers: { "Content-Type": "text/html" } }))).resolves.toEqual({ ok: false });
    await expect(startLocalSession(null, async () => new Response("<!doctype html>", { status: 200, headers: { "Content-Type": "text/html" } }))).resolves.toEqual({ ok: false });
    await expect(startLocalSession(null, async () => json(200, { ok: "yes" }))).resolves.toEqual({ ok: false });
    await expect(startLocalSession(null, async () => json(404, { error: "Not found" }))).resolves.toEqual({ ok: false });
    await expect(startLocalSession(null, async () => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({ ok: false });
  });
});

describe("endLocalSession", () => {
  it("deletes the session and never throws", async () => {
    const fetchFn = jest.fn(async () => json(200, { ok: true }));
    await endLocalSession(fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(LOCAL_SESSION_PATH, expect.objectContaining({ method: "DELETE" }));
    await expect(endLocalSession(async () => Promise.reject(new TypeError("offline")))).resolves.toBeUndefined();
  });
});

describe("localSessionEnded", () => {
  it("is true only when the server says the session is gone", async () => {
    await expect(localSessionEnded(async () => json(200, { ok: true }))).resolves.toBe(false);
    await expect(localSessionEnded(async () => json(401, { code: "42501", message: "No desk session." }))).resolves.toBe(true);
    await expect(localSessionEnded(async () => json(403, { code: "42501", message: "Not this computer." }))).resolves.toBe(true);
    // Offline for a moment: not a reason to close the desk.
    await expect(localSessionEnded(async () => Promise.reject(new TypeError("Failed to fetch")))).resolves.toBe(false);
    await expect(localSessionEnded(async () => json(502, {}))).resolves.toBe(false);
  });
});
