import { readFile } from "node:fs/promises";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { localeHref, publicRoutes } from "../lib/routes.mjs";
import { firstLoad } from "../scripts/first-load.mjs";

/** The headline each public route must show: this suite's own expectation, one per route in lib/routes.mjs. */
const headings: Record<string, string> = {
  "/": "Caring for the whole person, right at home",
  "/about": "About VitalHealth",
  "/services": "Our Services",
  "/costs": "Costs and paying for care",
  "/why-vitalhealth": "Why families choose VitalHealth",
  "/careers": "Join Our Team",
  "/contact": "Contact Us",
  "/referrals": "Refer with Confidence",
  "/faq": "Frequently Asked Questions",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
};
/** The same pages in Spanish, each with its headline (lib/routes.mjs: `/es` + the English path). */
const spanishHeadings: Record<string, string> = {
  "/": "Cuidamos a la persona en su totalidad, en su propio hogar",
  "/about": "Acerca de VitalHealth",
  "/services": "Nuestros servicios",
  "/costs": "Costos y cómo pagar el cuidado",
  "/why-vitalhealth": "Por qué las familias eligen VitalHealth",
  "/careers": "Únase a nuestro equipo",
  "/contact": "Comuníquese con nosotros",
  "/referrals": "Refiera con confianza",
  "/faq": "Preguntas frecuentes",
  "/privacy": "Política de privacidad",
  "/terms": "Términos de servicio",
};

function withHeadings(expected: Record<string, string>, locale: "en" | "es") {
  return publicRoutes.map((route) => {
    const path = localeHref(locale, route);
    if (!(route in expected)) throw new Error(`e2e/fixtures.ts: no expected headline for ${path}, a route in lib/routes.mjs`);
    return { path, route, heading: expected[route] };
  });
}

export const routes = withHeadings(headings, "en");
export const spanishRoutes = withHeadings(spanishHeadings, "es");
/** Every page in both languages. */
export const allRoutes = [...routes, ...spanishRoutes];

/**
 * What the server gives an exported page to render from: its HTML, and the RSC payload its loader
 * fetches after first paint (scripts/defer-runtime.mjs), which Next used to write into the HTML.
 */
export async function pageData(file: string) {
  const html = await readFile(path.join("out", file), "utf8");
  const { payloadUrl } = firstLoad("out", file);
  return html + (payloadUrl ? await readFile(path.join("out", payloadUrl), "utf8") : "");
}

/** The runtime's scripts (React, Next, the forms), which tests hold back or block. */
export const RUNTIME_CHUNKS = /\/_next\/static\/chunks\/.+\.js$/;

export const BOOKING_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

/**
 * Every page a test opens through the `page` fixture starts with third-party hosts unreachable (as
 * on this machine's network) and records the requests that reach them (`thirdParty`); a test that
 * needs a stand-in adds its own route, which wins. No test may trip that page's
 * Content-Security-Policy. A test that asks only the server (`request`) opens no page at all.
 */
export const test = base.extend<{ thirdParty: string[]; cspViolations: string[] }>({
  thirdParty: async ({}, provide) => provide([]),
  cspViolations: async ({}, provide) => provide([]),
  /**
   * Pages load React after their first paint (scripts/defer-runtime.mjs). A visitor's first tap
   * waits for that moment, so a test's does too: `goto` and `reload` return once the page is live.
   */
  page: async ({ page, baseURL, thirdParty, cspViolations }, provide) => {
    // The local server sends the production headers.
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await page.exposeBinding("__reportCspViolation", (_source, text: string) => void cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    const origin = new URL(baseURL!).origin;
    await page.route(
      (url) => url.origin !== origin && (url.protocol === "http:" || url.protocol === "https:"),
      (route) => {
        thirdParty.push(route.request().url());
        return route.abort("internetdisconnected");
      },
    );
    const thenLive =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await navigate(...args);
        await pageIsLive(page);
        return response;
      };
    page.goto = thenLive(page.goto.bind(page));
    page.reload = thenLive(page.reload.bind(page));
    await provide(page);
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
});

export { expect };

/**
 * Before a link to another page's #fragment: the browser scrolls to the fragment once the new document
 * loads, but not while Playwright intercepts requests (Chromium skips that scroll, which no visitor's
 * browser does), and the fixture's block on third-party hosts is such an interception. Lifts it;
 * call it only before a page that asks no third-party host.
 */
export async function letFragmentsScroll(page: Page) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/** Keeps the site's font from this page: it shows what a page whose font missed its first paint shows, the fallback (app/theme.css). */
export async function withoutSiteFont(page: Page) {
  await page.route("**/*.woff2", (route) => route.abort());
}

/**
 * Makes this page's documents and stylesheets wait for the site's font (`block` for `optional`): a page
 * whose font comes late, as on a busy machine, keeps its fallback for good, and a test of the text in
 * the font would measure the fallback. The inline CSS changes with it, so its hash no longer matches:
 * the documents go without their Content-Security-Policy.
 */
export async function waitForSiteFont(page: Page) {
  await page.route(/./, async (route) => {
    const type = route.request().resourceType();
    if (type !== "document" && type !== "stylesheet") return route.fallback();
    try {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== "content-security-policy"));
      await route.fulfill({ response, headers, body: (await response.text()).replaceAll("font-display:optional", "font-display:block") });
    } catch (error) {
      // A request of a document the page has already left (the test went on to the next page) is
      // dropped with it; anything else still fails the test.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
}

/**
 * Waits until React has taken over the page (components/hydration-marker.tsx). A form may hydrate a
 * moment later (components/hydrate-later.tsx), or only once it comes near or is reached
 * (components/near-island.tsx); the first click or keystroke in it hydrates it as soon as its code is there.
 */
export function pageIsLive(page: Page) {
  return page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A page whose runtime is held back until `release()`: what a visitor on a slow connection meets
 * between the first paint and the page going live. A page of its own, without the fixture's wait for
 * hydration (navigate it with `waitUntil: "domcontentloaded"`).
 */
export async function pageBeforeLive(context: BrowserContext) {
  const page = await context.newPage();
  return { page, release: await holdRuntime(page) };
}

/**
 * Holds the page's runtime until the returned function is called: however fast the page would come
 * alive on this machine, a tap or submit made meanwhile comes before it, which is what a slow phone
 * meets (on a busy machine Playwright's wait for a control to be still can outlast a throttled page's
 * hydration).
 */
export async function holdRuntime(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(RUNTIME_CHUNKS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until smooth scrolling has settled. */
export async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    }, { intervals: [150] })
    .toBe(true);
}

/** Layout shifts since the page started, as Lighthouse's CLS counts them (no recent input). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/**
 * Stops the page's clock (Playwright's clock, installed before the page loaded) once the page is
 * live, so that from then on its timers fire only as the test moves time on with
 * `page.clock.runFor`: a deadline set afterwards, such as the booking calendar's fallback, is
 * checked to the millisecond on either side of it without waiting for it. Paused a second ahead of
 * the page's time, which moves on while the call travels (a pause in the past is refused).
 */
export async function pauseClock(page: Page) {
  await pageIsLive(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
