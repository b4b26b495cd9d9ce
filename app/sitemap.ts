import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { locales } from "@/content/copy";
import { languageAlternates } from "@/app/_site/metadata";
import { localeHref, publicRoutes } from "@/lib/routes.mjs";

export const dynamic = "force-static";

const absolute = (path: string) => new URL(path, site.url).toString();

/** Every page in both languages, each with its counterparts (en, es, x-default). */
export default function sitemap(): MetadataRoute.Sitemap {
  return locales.flatMap((locale) =>
    publicRoutes.map((route) => ({
      url: absolute(localeHref(locale, route)),
      changeFrequency: "monthly" as const,
      priority: route === "/" ? 1 : route === "/privacy" || route === "/terms" ? 0.3 : 0.8,
      alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(route)).map(([lang, path]) => [lang, absolute(path)])) },
    })),
  );
}
