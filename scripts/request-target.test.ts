/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encodePath, isServableRange, isValidHost, neverThrows, parseTarget } from "./request-target.mjs";

describe("parseTarget", () => {
  it.each([
    ["/about", "/about", ""],
    ["/about/", "/about", ""],
    ["/about?x=1", "/about", "?x=1"],
    ["/%5fheaders", "/_headers", ""],
    ["/_headers%2ejson", "/_headers.json", ""],
    ["/a/../_headers", "/_headers", ""],
    ["/./about", "/about", ""],
    ["/", "/", ""],
    ["http://localhost:3000/about?y", "/about", "?y"],
  ])("%s → %s", (raw, pathname, search) => expect(parseTarget(raw)).toEqual({ pathname, search }));

  it.each(["//[", "http://[/", "//%", "//x:99999/", "/%", "/%C3", "/a%00b", "/a%5Cb", "*", "", "/a b", "ftp://x/a"])("%j is malformed", (raw) =>
    expect(parseTarget(raw)).toBeNull(),
  );

  it("round-trips through encodePath", () => {
    for (const p of ["/about", "/a b", "/x%y", "/q?z"]) expect(decodeURIComponent(encodePath(p))).toBe(p);
  });
});

describe("isValidHost", () => {
  it.each(["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "[::1]", "www.example.org", "a-b.example", "xn--espaol-zwa.example:443", "A"])(
    "%s is a host",
    (host) => expect(isValidHost(host)).toBe(true),
  );
  it.each(["x/local/submissions#", "a b", "[::1", "%%", "a:99999", "a:", ":80", "", "host:80:80", "a@b", "-a.example", "a.example-", "ex\u00e1mple.org", "a".repeat(300)])(
    "%j is malformed",
    (host) => expect(isValidHost(host)).toBe(false),
  );
  it("is required in HTTP/1.1 only", () => {
    expect(isValidHost(undefined, "1.1")).toBe(false);
    expect(isValidHost(undefined, "1.0")).toBe(true);
  });
});

describe("isServableRange", () => {
  it.each([["bytes=0-9", true], ["bytes=5-", true], ["bytes=5-5", true], ["bytes=100-5", false], ["bytes=-5", false], ["bytes=0-1,4-5", false], ["pages=1-2", false], ["bytes=x-1", false]])(
    "%s → %s",
    (range, ok) => expect(isServableRange(range)).toBe(ok),
  );
});

describe("neverThrows", () => {
  it("answers 500 and logs one line when the handler throws, and the server keeps serving", async () => {
    const log = jest.fn();
    let calls = 0;
    const server = http.createServer(
      neverThrows((_req, res) => {
        if (calls++ === 0) throw Object.assign(new RangeError("start > end"), { code: "ERR_OUT_OF_RANGE" });
        res.end("fine");
      }, log),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const first = await fetch(url);
      expect(first.status).toBe(500);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0]).toBe("[serve] GET failed: ERR_OUT_OF_RANGE");
      expect(await (await fetch(url)).text()).toBe("fine");
    } finally {
      server.close();
    }
  });
});
