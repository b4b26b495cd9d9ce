import type { MetadataRoute } from "next";
import { copyFor } from "@/content";
import { site } from "@/content/site";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.legalName,
    short_name: site.name,
    description: copyFor("en").site.description,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#094a46",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
