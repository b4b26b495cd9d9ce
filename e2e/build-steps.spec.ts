/**
 * Build steps whose packages Jest cannot load (beasties requires an ES module from CommonJS): run
 * by Playwright in the "server" project, with no browser.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { inlineCriticalCssIn, linkedStylesheets } from "../scripts/critical-css.mjs";

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (body: string, head = link("/_next/static/chunks/site.css")) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

test.describe("inlineCriticalCssIn (scripts/critical-css.mjs, over an export)", () => {
  let dir: string;
  test.beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
    mkdirSync(path.join(dir, "_next/static/chunks"), { recursive: true });
    writeFileSync(
      path.join(dir, "_next/static/chunks/site.css"),
      '@font-face{font-family:f;src:url(../media/f.woff2)format("woff2");font-display:optional}.used{color:red}.unused{color:blue}.used:hover{color:green}::placeholder{opacity:1}@media (min-width:40rem){.used{color:teal}.unused{margin:0}}',
    );
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("inlines the rules the page uses, its font faces and the always-kept ones; the link only in <noscript>", async () => {
    writeFileSync(path.join(dir, "index.html"), page('<p class="used">Hi</p><input name="n" placeholder="Name"/>'));
    writeFileSync(path.join(dir, "plain.html"), page('<p class="used">Hi</p>'));
    writeFileSync(path.join(dir, "index.txt"), '0:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/site.css","precedence":"next"}]\n');
    expect(await inlineCriticalCssIn(dir, ["/index.html", "/plain.html"])).toBe(2);
    // A part of a control the page does not have (a placeholder) is not painted: its rule waits for the stylesheet.
    expect(readFileSync(path.join(dir, "plain.html"), "utf8")).not.toContain("::placeholder");
    const html = readFileSync(path.join(dir, "index.html"), "utf8");
    const css = html.match(/<style>(.*?)<\/style>/)![1];
    expect(css).toContain("src:url(/_next/static/media/f.woff2)");
    for (const rule of [".used{color:red}", ".used:hover{color:green}", "::placeholder{opacity:1}", "@media (min-width:40rem){.used{color:teal}}"]) expect(css).toContain(rule);
    expect(css).not.toContain(".unused");
    // The no-script link loads the whole sheet, and names the rules the loader adds instead.
    const rest = html.match(/<noscript><link rel="stylesheet" href="\/_next\/static\/chunks\/site\.css" data-precedence="next" data-rest="(\/_next\/static\/chunks\/site\.[0-9a-f]{12}\.css)"\/><\/noscript>/)?.[1];
    expect(rest).toBeTruthy();
    const deferred = readFileSync(path.join(dir, rest!), "utf8");
    expect(deferred).toContain(".unused{color:blue}");
    for (const inline of [".used{color:red}", "@font-face", "::placeholder"]) expect(deferred).not.toContain(inline);
    // React adds the payload's stylesheets that <head> lacks: the payload names the deferred rules.
    expect(readFileSync(path.join(dir, "index.txt"), "utf8")).toContain(`"href":"${rest}"`);
    expect(linkedStylesheets(html)).toEqual([]);
    // The face is declared once: inline, no longer in the stylesheet.
    const sheet = readFileSync(path.join(dir, "_next/static/chunks/site.css"), "utf8");
    expect(sheet).not.toContain("@font-face");
    expect(sheet).toContain(".unused{color:blue}");
  });

  test("fails, naming the page, when it links a stylesheet in markup it does not recognise", async () => {
    writeFileSync(path.join(dir, "index.html"), page("<p>Hi</p>", '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>'));
    await expect(inlineCriticalCssIn(dir, ["/index.html"])).rejects.toThrow(`${path.join(dir, "index.html")} links a stylesheet in markup this step does not recognise`);
  });

  test("leaves a page with no stylesheet alone", async () => {
    const plain = "<html><head></head><body>Hi</body></html>";
    writeFileSync(path.join(dir, "plain.html"), plain);
    expect(await inlineCriticalCssIn(dir, ["/plain.html"])).toBe(0);
    expect(readFileSync(path.join(dir, "plain.html"), "utf8")).toBe(plain);
  });
});
