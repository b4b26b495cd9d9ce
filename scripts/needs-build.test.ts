/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hasSecurityHeaders } from "./needs-build.mjs";

describe("hasSecurityHeaders", () => {
  let out: string;
  beforeEach(() => (out = mkdtempSync(path.join(os.tmpdir(), "vh-out-"))));
  afterEach(() => rmSync(out, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    writeFileSync(path.join(out, file), "x");
    utimesSync(path.join(out, file), seconds, seconds);
  };

  it("is false after a bare next build (pages, no headers file)", () => {
    at("index.html", 1000);
    expect(hasSecurityHeaders(out)).toBe(false);
  });
  it("is false when the headers are older than the pages (a bare next build over a full one)", () => {
    at("_headers.json", 1000);
    at("index.html", 2000);
    expect(hasSecurityHeaders(out)).toBe(false);
  });
  it("is true when the headers were written after the pages", () => {
    at("index.html", 1000);
    at("_headers.json", 1001);
    expect(hasSecurityHeaders(out)).toBe(true);
  });
});
