/**
 * Each page's critical CSS (scripts/critical-css.mjs) paints its first screen exactly as the whole
 * stylesheet does, at phone and desktop widths: nothing unstyled before the stylesheet arrives, and
 * nothing moves when it does. JavaScript is off, so the page is what its HTML and CSS make it.
 */
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
// The suite's own `test` waits for each page to come alive, which it never does here.
import { allRoutes, waitForSiteFont } from "./fixtures";

const STYLESHEET = /\/_next\/static\/.+\.css$/;
/**
 * Share of pixels allowed to differ: the same page rasterised twice can differ in a few
 * anti-aliased pixels of an icon; a rule missing from the inline CSS moves or recolours thousands.
 */
const MAX_DIFFERING = 0.0002;

/** How many pixels of two same-sized screenshots differ visibly (a channel by more than 32 of 255). */
async function differingPixels(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) return { count: Infinity, share: 1 };
  let count = 0;
  for (let i = 0; i < x.data.length; i += 3) {
    if (Math.abs(x.data[i] - y.data[i]) > 32 || Math.abs(x.data[i + 1] - y.data[i + 1]) > 32 || Math.abs(x.data[i + 2] - y.data[i + 2]) > 32) count++;
  }
  return { count, share: count / (x.info.width * x.info.height) };
}

test.describe("the first screen with only the inline CSS", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...allRoutes, { path: "/no-such-page" }]) {
    test(`${route.path} looks as it does with the whole stylesheet`, async ({ page }, testInfo) => {
      const loaded: string[] = [];
      page.on("requestfinished", (r) => void (STYLESHEET.test(r.url()) && loaded.push(r.url())));
      // The font is `optional`: a load where it comes late (a busy machine) keeps the fallback for
      // good, so one picture could have it and the other not. Here both wait for it.
      await waitForSiteFont(page);
      await page.goto(route.path);
      await page.evaluate(() => document.fonts.ready);
      expect(loaded, "the <noscript> link loads the whole stylesheet").toHaveLength(1);
      const whole = await page.screenshot({ animations: "disabled" });

      await page.route(STYLESHEET, (r) => r.abort());
      await page.goto(route.path);
      expect(loaded).toHaveLength(1);
      await page.evaluate(() => document.fonts.ready);
      const critical = await page.screenshot({ animations: "disabled" });
      const differing = await differingPixels(whole, critical);
      if (differing.share > MAX_DIFFERING) {
        for (const [name, body] of [["whole-stylesheet", whole], ["inline-css-only", critical]] as const) {
          writeFileSync(testInfo.outputPath(`${name}.png`), body);
          await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: "image/png" });
        }
      }
      expect(differing.share, `${differing.count} pixels of the first screen differ without the stylesheet (see the attached pictures)`).toBeLessThanOrEqual(MAX_DIFFERING);
    });
  }
});
