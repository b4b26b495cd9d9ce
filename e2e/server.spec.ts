/**
 * `npm start` survives what clients send: each test attacks a private instance of the real server
 * (e2e/local-server.ts) and then checks that it still serves pages and forms.
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { type LocalServer, rawGet, rawRequest, startLocalServer } from "./local-server";

test.describe.configure({ mode: "serial" });

let server: LocalServer;
test.beforeAll(async () => {
  server = await startLocalServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The server still answers a page and the function after whatever a test did. */
async function stillServes() {
  expect(server.alive(), server.log()).toBe(true);
  expect(await rawRequest(server.port, rawGet("/about"))).toBe(200);
  expect(await rawRequest(server.port, `OPTIONS ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).toBe(204);
}

test("a Range the static handler cannot serve gets the whole file or 416, on pages and on missing paths", async () => {
  const cases: [string, string, number[]][] = [
    ["/about", "bytes=100-5", [200, 416]],
    ["/no-such-page", "bytes=100-5", [404]],
    ["/about", "bytes=-5", [200, 206, 416]],
    ["/about", "bytes=0-1,5-9", [200, 206, 416]],
    ["/about", "bytes=99999999-", [416]],
    ["/about", "pages=1-2", [200]],
  ];
  for (const [target, range, allowed] of cases) {
    expect(allowed, `${target} Range: ${range}`).toContain(await rawRequest(server.port, rawGet(target, `Range: ${range}\r\n`)));
  }
  expect(await rawRequest(server.port, rawGet("/about", "Range: bytes=0-9\r\n"))).toBe(206);
  await stillServes();
});

test("a malformed request target is answered 400", async () => {
  for (const target of ["//[", "http://[/", "//%", "//x:99999/", "/%E0%A4%A", "/%C3", "/a%00b"]) {
    expect(await rawRequest(server.port, rawGet(target)), target).toBe(400);
  }
  await stillServes();
});

test("the hosts' header files are not served under any spelling, and other methods get 405", async () => {
  for (const target of ["/_headers", "/_headers/", "/%5fheaders", "/%5Fheaders", "/_headers%2ejson", "/_headers.json", "/x/../_headers.json", "/vercel.json", "/nginx-headers.conf", "/NGINX-headers.conf"]) {
    expect(await rawRequest(server.port, rawGet(target)), target).toBe(404);
  }
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    expect(await rawRequest(server.port, `${method} /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`), method).toBe(405);
  }
  await stillServes();
});

test("an abandoned upload is cut on both sides at once and logged", async () => {
  const uploads = 20;
  for (let i = 0; i < uploads; i++) {
    await new Promise<void>((resolve) => {
      const head = `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"type":"ref`;
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write(head, () => setTimeout(() => (socket.destroy(), resolve()), 20));
      });
    });
  }
  // The proxy logs each abort, and the function logs each one too: its connection was closed.
  await expect.poll(() => server.log().match(/aborted by the client/g)?.length ?? 0, { timeout: 10_000 }).toBe(uploads);
  await expect.poll(() => server.log().match(/"outcome":"client_aborted"/g)?.length ?? 0, { timeout: 10_000 }).toBe(uploads);
  await stillServes();
});

test("when the function dies, pages are still served, the form path answers 503 JSON, and it comes back", async () => {
  const [, pid] = (await server.waitForLog(/form function started \(pid (\d+)\)/))!;
  process.kill(Number(pid), "SIGKILL");
  await server.waitForLog(/the form function exited/);
  expect(await rawRequest(server.port, rawGet("/about"))).toBe(200);
  const res = await fetch(`http://127.0.0.1:${server.port}${FUNCTION_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  expect(res.status).toBe(503);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect((await res.json()).error).toMatch(/restarting/);
  // Restarted: the function answers again (400: `{}` is not a form).
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${server.port}${FUNCTION_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status, { timeout: 30_000 })
    .toBe(400);
  expect(server.log().match(/form function started/g)).toHaveLength(2);
  await stillServes();
});
