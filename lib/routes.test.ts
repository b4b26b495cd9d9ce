import { locales } from "@/content/copy";
import { homeHref } from "./locale-prefixes.mjs";
import { LOCALE_PREFIXES, localeHref, localizedRoutes, localizedTemplateRoutes, NOT_FOUND_ROUTES, pageFile, publicRoutes, routeOf, TEMPLATE_ROUTES } from "./routes.mjs";

describe("routes in two languages", () => {
  it("links Home in each language as localeHref does (lib/locale-prefixes.mjs, for the error screens)", () => {
    for (const locale of locales) expect(homeHref(locale)).toBe(localeHref(locale, "/"));
  });

  it("has a path prefix for every language, and only for them", () => {
    expect(Object.keys(LOCALE_PREFIXES).sort()).toEqual([...locales].sort());
  });

  it("puts a Spanish page at /es + the English path, and leaves other links alone", () => {
    expect(localeHref("es", "/")).toBe("/es");
    expect(localeHref("es", "/about")).toBe("/es/about");
    expect(localeHref("es", "/faq#paying")).toBe("/es/faq#paying");
    expect(localeHref("es", "/#calendly-section")).toBe("/es#calendly-section");
    for (const other of ["tel:+18585550100", "mailto:care@example.com", "https://www.cdss.ca.gov/", "#main", "//cdn.example"]) expect(localeHref("es", other)).toBe(other);
    expect(localeHref("en", "/about")).toBe("/about");
  });

  it("finds the route a path shows, in either language, with or without a trailing slash", () => {
    expect(routeOf("/es")).toBe("/");
    expect(routeOf("/es/")).toBe("/");
    expect(routeOf("/es/costs")).toBe("/costs");
    expect(routeOf("/es/costs/")).toBe("/costs");
    expect(routeOf("/about/")).toBe("/about");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/estimate")).toBe("/estimate");
  });

  it("lists every page in both languages, and exports each to its own file", () => {
    expect(localizedRoutes).toHaveLength(publicRoutes.length * locales.length);
    expect(localizedRoutes.map(pageFile)).toContain("es/about.html");
    expect(pageFile("/es")).toBe("es.html");
    expect(NOT_FOUND_ROUTES.map(pageFile)).toEqual(["404.html", "es/404.html"]);
  });
});

describe("the template routes (what npm test measures with Lighthouse and axe at both widths)", () => {
  it("are public routes, one of each template, in every language", () => {
    for (const route of TEMPLATE_ROUTES) expect(publicRoutes).toContain(route);
    expect(localizedTemplateRoutes).toEqual(Object.keys(LOCALE_PREFIXES).flatMap((locale) => TEMPLATE_ROUTES.map((route) => localeHref(locale as keyof typeof LOCALE_PREFIXES, route))));
    for (const route of localizedTemplateRoutes) expect(localizedRoutes).toContain(route);
  });
});
