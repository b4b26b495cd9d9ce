/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cookieValue, createDeskGate, deskDoor, isLoopback, isLoopbackHost, isSameOrigin } from "./desk-gate.mjs";

describe("the desk's one-time link and session", () => {
  it("exchanges the link's token once, then only the next link works", () => {
    let n = 0;
    const gate = createDeskGate({ token: () => `token-${++n}` });
    expect(gate.token).toBe("token-1");
    expect(gate.exchange("token-2")).toBeUndefined();
    const session = gate.exchange("token-1");
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    expect(gate.exchange("token-1")).toBeUndefined();
    expect(gate.token).toBe("token-2");
    expect(gate.check(session)).toBe(true);
    expect(gate.exchange(undefined)).toBeUndefined();
    expect(gate.exchange({ token: "token-2" })).toBeUndefined();
  });

  it("ends a session after 15 minutes without a call, or on sign-out", () => {
    let now = 0;
    const gate = createDeskGate({ now: () => now });
    const a = gate.exchange(gate.token)!;
    const b = gate.exchange(gate.token)!;
    now += 14 * 60_000;
    expect(gate.check(a)).toBe(true); // a call starts the idle clock again
    now += 14 * 60_000;
    expect(gate.check(a)).toBe(true);
    expect(gate.check(b)).toBe(false); // 28 minutes without one
    gate.end(a);
    expect(gate.check(a)).toBe(false);
    expect(gate.check(undefined)).toBe(false);
  });

  it.each([
    ["127.0.0.1", true], ["127.9.8.7", true], ["::1", true], ["::ffff:127.0.0.1", true],
    ["192.0.2.2", false], ["::ffff:192.0.2.2", false], ["fd00::2", false], ["1270.0.0.1", false], [undefined, false],
  ])("isLoopback(%p) is %p", (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it.each([
    ["localhost:3000", true], ["127.0.0.1:3000", true], ["[::1]:3000", true], ["LOCALHOST", true],
    ["evil.example:3000", false], ["localhost.evil.example:3000", false], ["192.0.2.2:3000", false], [undefined, false],
  ])("isLoopbackHost(%p) is %p", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });

  it("reads its cookie, and tells a browser's cross-site call", () => {
    expect(cookieValue("a=1; vh_desk=abc; b=2")).toBe("abc");
    expect(cookieValue("vh_desk_x=abc")).toBeUndefined();
    expect(isSameOrigin(undefined, "localhost:3000")).toBe(true);
    expect(isSameOrigin("http://localhost:3000", "localhost:3000")).toBe(true);
    expect(isSameOrigin("http://evil.example", "localhost:3000")).toBe(false);
  });
});

describe("deskDoor", () => {
  let server: http.Server;
  let base: string;
  const forwarded: string[] = [];
  const links: string[] = [];
  const gate = createDeskGate();

  beforeAll(async () => {
    const door = deskDoor({
      gate,
      sessionPath: "/local/desk/session",
      rpcPrefix: "/rest/v1/rpc/",
      forward: (_req, res, name) => {
        forwarded.push(name);
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end("{}");
      },
      onLink: (token) => links.push(token),
    });
    server = http.createServer((req, res) => {
      if (!door(req, res, new URL(req.url!, "http://x").pathname)) {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("refuses every call without a session, opens one with the link, and forwards its calls", async () => {
    const before = await fetch(`${base}/rest/v1/rpc/desk_queue`, { method: "POST", body: "{}" });
    expect(before.status).toBe(401);
    expect((await before.json()).message).toMatch(/session/);
    expect(forwarded).toEqual([]);

    const wrong = await fetch(`${base}/local/desk/session`, { method: "POST", body: JSON.stringify({ token: "nope" }) });
    expect(wrong.status).toBe(401);

    const token = gate.token;
    const ok = await fetch(`${base}/local/desk/session`, { method: "POST", body: JSON.stringify({ token }) });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(links).toEqual([gate.token]);
    const again = await fetch(`${base}/local/desk/session`, { method: "POST", body: JSON.stringify({ token }) });
    expect(again.status).toBe(401);

    const session = cookie.split(";")[0];
    const call = await fetch(`${base}/rest/v1/rpc/desk_queue`, { method: "POST", body: "{}", headers: { Cookie: session } });
    expect(call.status).toBe(200);
    expect(forwarded).toEqual(["desk_queue"]);

    const foreign = await fetch(`${base}/rest/v1/rpc/desk_queue`, { method: "POST", body: "{}", headers: { Cookie: session, Origin: "http://evil.example" } });
    expect(foreign.status).toBe(403);
    // A page on another name that resolves here (DNS rebinding): fetch will not set Host, http will.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/rest/v1/rpc/desk_queue`, { method: "POST", headers: { Cookie: session, Host: "evil.example:80" } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      req.end("{}");
    });
    expect(rebound).toBe(403);

    expect((await fetch(`${base}/local/desk/session`, { headers: { Cookie: session } })).status).toBe(200);
    const out = await fetch(`${base}/local/desk/session`, { method: "DELETE", headers: { Cookie: session } });
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await fetch(`${base}/rest/v1/rpc/desk_queue`, { method: "POST", headers: { Cookie: session } })).status).toBe(401);
    expect(forwarded).toEqual(["desk_queue"]);
  });
});
