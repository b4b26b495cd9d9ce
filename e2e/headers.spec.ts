import { routeOf } from "../lib/routes.mjs";
import { allRoutes as routes, expect, test } from "./fixtures";
import { forTier } from "./tiers";

test.describe("security headers and third parties", () => {
  test.skip(({ isMobile }) => isMobile, "headers do not depend on the device");

  for (const route of [...routes.map((r) => r.path), "/no-such-page", "/es/no-such-page"]) {
    test(`${route}: strict CSP from the page's own hashes, and the other headers`, async ({ request }) => {
      const res = await request.get(route);
      const h = res.headers();
      const csp = h["content-security-policy"];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toContain("unsafe-inline");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      // Only Home (in either language) embeds the booking widget.
      expect(scriptSrc.includes("calendly")).toBe(routeOf(route) === "/");
      // Every inline script the browser runs (not the JSON-LD data blocks) and every <style> block
      // of the page is covered by a hash in its policy.
      const html = await res.text();
      const { createHash } = await import("node:crypto");
      const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/application\/ld\+json/.test(m[1])).map((m) => m[2]).filter(Boolean);
      expect(inline.length).toBeGreaterThan(0);
      for (const body of inline) expect(scriptSrc).toContain(sha(body));
      const styleSrc = csp.split(";").find((d) => d.trim().startsWith("style-src"))!;
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(styles).toHaveLength(1);
      for (const body of styles) expect(styleSrc).toContain(sha(body));
      expect(h["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
      expect(Number(h["strict-transport-security"].match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(31536000);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["cache-control"]).toMatch(/max-age=0|no-cache/);
    });
  }

  test("every way to reach a page gets that page's headers", async ({ request }) => {
    const cspOf = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      return res.headers()["content-security-policy"];
    };
    for (const { path } of routes) {
      const aliases = path === "/" ? ["/index", "/index/", "/index.html"] : path === "/es" ? ["/es/", "/es.html"] : [`${path}/`, `${path}.html`, `/.${path}`, `${path}?utm_source=x`];
      const csp = await cspOf(path);
      for (const alias of aliases) expect(await cspOf(alias), alias).toBe(csp);
    }
  });

  test("hashed assets are cached for a year, immutable", async ({ page, request }) => {
    await page.goto("/about");
    const src = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const res = await request.get(src!);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  // The requests come from shared parts (the loader, fonts, islands, the booking widget): one route of
  // each template in the fast tier. What a page's own HTML may load is its CSP, checked above on every route.
  for (const route of forTier(routes)) {
    test(`${route.path} asks no third-party host for anything${route.route === "/" ? " but the booking widget" : ""}`, async ({ page, thirdParty }) => {
      await page.goto(route.path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(800);
      const allowed = route.route === "/" ? thirdParty.filter((u) => !/^https:\/\/(assets\.)?calendly\.com\//.test(u)) : thirdParty;
      expect(allowed).toEqual([]);
    });
  }
});
