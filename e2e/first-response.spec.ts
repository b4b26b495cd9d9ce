/**
 * Every exported page as a host sends it (run once, in the "server" project: no browser): its HTML
 * fits a new connection's first round trip compressed with gzip at its default level (GitHub Pages
 * and a stock nginx serve only gzip) and with brotli, and its title fits a search result.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIRST_RESPONSE_MAX_BYTES, firstResponse, pages, TITLE_MAX_CHARS } from "../scripts/first-load.mjs";

const OUT = "out";

test("every page's HTML fits the first round trip, with gzip (level 6) and with brotli", () => {
  const over: string[] = [];
  for (const [route, file] of Object.entries(pages)) {
    const { gzip, brotli } = firstResponse(OUT, file);
    if (gzip > FIRST_RESPONSE_MAX_BYTES) over.push(`${route}: ${gzip} B with gzip`);
    if (brotli > FIRST_RESPONSE_MAX_BYTES) over.push(`${route}: ${brotli} B with brotli`);
  }
  expect(Object.keys(pages).length).toBeGreaterThanOrEqual(24);
  expect(over, `over ${FIRST_RESPONSE_MAX_BYTES} B: move what is below the fold out of the first response`).toEqual([]);
});

test(`every page's title is at most ${TITLE_MAX_CHARS} characters, in both languages`, () => {
  const long: string[] = [];
  for (const [route, file] of Object.entries(pages)) {
    const title = readFileSync(path.join(OUT, file), "utf8").match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title, route).toBeTruthy();
    const text = title!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
    if ([...text].length > TITLE_MAX_CHARS) long.push(`${route}: ${[...text].length} characters, "${text}"`);
  }
  expect(long).toEqual([]);
});
