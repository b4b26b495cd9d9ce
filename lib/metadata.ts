import type { Metadata } from "next";
import { site } from "@/content/site";

export const ogImage = { url: "/opengraph-image.png", width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };

export const titleTemplate = `%s | ${site.name} Home Care San Diego`;

/** Per-page metadata: unique title, description, canonical URL, Open Graph and Twitter tags. */
export function pageMetadata({ title, description, path, absoluteTitle }: { title: string; description: string; path: string; absoluteTitle?: boolean }): Metadata {
  const fullTitle = absoluteTitle ? title : titleTemplate.replace("%s", title);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: "en_US",
      siteName: site.name,
      url: path,
      title: fullTitle,
      description,
      images: [ogImage],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [ogImage] },
  };
}
