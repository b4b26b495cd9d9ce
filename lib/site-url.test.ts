/** @jest-environment node */
import { LOCAL_SITE_URL } from "./site-url.mjs";

const ORIGIN = "https://www.example.com";

/** Every absolute URL the site writes about itself, from modules loaded afresh with this NEXT_PUBLIC_SITE_URL. */
async function siteUrls(siteUrl: string | undefined) {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  if (siteUrl === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  try {
    let urls: string[] = [];
    await jest.isolateModulesAsync(async () => {
      const { site } = await import("@/content/site");
      const { metadata } = await import("@/app/(en)/layout");
      const sitemap = (await import("@/app/sitemap")).default();
      const robots = (await import("@/app/robots")).default();
      const { localBusiness, jobPostings } = await import("@/app/_site/structured-data");
      const business = localBusiness("en");
      urls = [
        site.url,
        // Next makes every canonical and Open Graph URL absolute against metadataBase.
        String(metadata.metadataBase),
        ...sitemap.map((entry) => entry.url),
        String(robots.sitemap),
        business["@id"],
        business.url,
        business.image,
        ...jobPostings("en").flatMap((job) => [job.url, job.hiringOrganization.url]),
      ];
    });
    return urls;
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  }
}

describe("the site's own address", () => {
  it("is NEXT_PUBLIC_SITE_URL in the metadata base, sitemap, robots.txt and JSON-LD", async () => {
    const urls = await siteUrls(ORIGIN);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(new URL(url).origin).toBe(ORIGIN);
  });

  it("falls back to the local server's origin for npm start and the tests", async () => {
    for (const url of await siteUrls(undefined)) expect(new URL(url).origin).toBe(LOCAL_SITE_URL);
    // A blank setting on a host is unset, not an invalid URL that breaks the build.
    for (const url of await siteUrls("")) expect(new URL(url).origin).toBe(LOCAL_SITE_URL);
  });
});
