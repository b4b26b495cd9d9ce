/**
 * With JavaScript, a page adds after first paint only the rules its inline CSS lacks (deferredRules,
 * scripts/critical-css.mjs), not the whole stylesheet: the second would restyle every element in
 * one long task. Split that way, the cascade must come out the same: each element of a live page,
 * with a form's errors shown, has the computed style it has with the whole stylesheet added instead.
 */
import type { Page } from "@playwright/test";
import { expect, pageIsLive, test, waitForSiteFont } from "./fixtures";

/** A page's whole stylesheet and the deferred rules the loader adds instead, from its no-script link. */
async function sheetsOf(page: Page, route: string) {
  const html = await (await page.request.get(route)).text();
  const [, whole, rest] = html.match(/<noscript><link rel="stylesheet" href="([^"]+)"[^>]* data-rest="([^"]+)"\/><\/noscript>/) ?? [];
  return { whole, rest };
}

/** Every element's computed style (custom properties aside), as the page is live and its form's errors shown. */
async function computedStyles(page: Page, route: string, substitute?: { rest: string; body: string }) {
  // The font waits (`block`): a page that missed it would differ from the other in its text's widths.
  await waitForSiteFont(page);
  let substituted = false;
  if (substitute) {
    await page.route(`**${substitute.rest}`, (r) => {
      substituted = true;
      return r.fulfill({ contentType: "text/css", body: substitute.body });
    });
  }
  const sheets: string[] = [];
  page.on("requestfinished", (r) => void (/\.css$/.test(r.url()) && sheets.push(new URL(r.url()).pathname)));
  await page.goto(route);
  await pageIsLive(page);
  // The forms take their code once a visitor comes near them or, Contact's, reaches them (components/near-island.tsx).
  // The page's first form, and that one live: /contact's ZIP check, further down, may go live first,
  // and its submit would open the towns' list in one page and not in the other.
  const form = page.locator("form").first();
  await form.scrollIntoViewIfNeeded();
  await form.locator("input").first().focus();
  await expect(form).toHaveAttribute("data-live");
  await form.locator("button[type=submit]").click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  // Nothing hovered, and the errors' transitions over.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  // One line per element ("property: value" joined by newlines): a list of strings crosses from the
  // page many times faster than the same styles as objects, and equal lines are compared at once.
  // Every disclosure opened: a closed one's content is laid out only when something asks for its size,
  // so its heights would be 0 in one page and full in the other by chance (as the towns' list was).
  const styles = await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    return [...document.querySelectorAll("body *")].map((el) => {
      const cs = getComputedStyle(el);
      const own: string[] = [];
      for (let i = 0; i < cs.length; i++) if (!cs[i].startsWith("--")) own.push(`${cs[i]}: ${cs.getPropertyValue(cs[i])}`);
      return [`${el.tagName.toLowerCase()}.${(el.getAttribute("class") ?? "").split(" ").slice(0, 3).join(".")}`, own.join("\n")];
    });
  });
  if (substitute) expect(substituted, "the whole stylesheet was served in place of the deferred rules").toBe(true);
  return { styles, sheets };
}

for (const route of ["/", "/contact", "/es/referrals", "/careers"]) {
  test(`${route}: live with its form's errors, styled by its deferred rules as by the whole stylesheet`, async ({ page }) => {
    test.setTimeout(60_000);
    const { whole, rest } = await sheetsOf(page, route);
    expect(rest, "the page's no-script link names its deferred rules").toBeTruthy();
    const split = await computedStyles(page, route);
    expect(split.sheets, "the page loads its deferred rules and not the whole sheet").toEqual([rest]);
    const body = await (await page.request.get(whole)).text();
    // A page of its own, as the first has its routes: third-party hosts unreachable there too.
    const other = await page.context().newPage();
    await other.route((url) => !["localhost", "127.0.0.1"].includes(url.hostname), (r) => r.abort("internetdisconnected"));
    const reference = await computedStyles(other, route, { rest, body });
    expect(split.styles.length).toBe(reference.styles.length);
    const differences = split.styles.flatMap(([el, own], i) => {
      const theirs = reference.styles[i][1];
      if (own === theirs) return [];
      const whole = new Set(theirs.split("\n"));
      return own
        .split("\n")
        .filter((line) => !whole.has(line))
        .map((line) => `${el} ${line} (with the whole stylesheet: ${theirs.split("\n").find((l) => l.startsWith(line.slice(0, line.indexOf(":") + 1))) ?? "not set"})`);
    });
    expect(differences).toEqual([]);
  });
}
