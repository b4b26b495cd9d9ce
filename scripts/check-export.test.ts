/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EDITOR_FONTS } from "../app/admin/editor-assets";
import { EDITOR } from "../lib/routes.mjs";
import { checkExport, expectedFiles } from "./check-export.mjs";
import { generateHeaders } from "./security-headers.mjs";

const SITE = "https://www.example.com";
const expected = ["vitalhealth-care-brochure.pdf", "icon.png", "icon.svg", "sitemap.xml", "robots.txt", "manifest.webmanifest"];

const page = (route: string, origin = SITE) =>
  `<html><head><link rel="canonical" href="${origin}${route}"/><meta property="og:url" content="${origin}${route}"/>` +
  `<meta property="og:image" content="${origin}/opengraph-image.png"/><script>self.x=1</script></head><body></body></html>`;

let dir: string;
const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dir, file), text);

/** A small export as a deploy build leaves it: pages, sitemap, robots, manifest, files, headers. */
function goodExport() {
  dir = mkdtempSync(path.join(tmpdir(), "check-export-"));
  mkdirSync(path.join(dir, "_next", "static"), { recursive: true });
  write("index.html", page(""));
  write("about.html", page("/about"));
  write("404.html", "<html><head><script>self.x=2</script></head><body>Not found</body></html>");
  write("about.txt", `0:{"canonical":"${SITE}/about"}`);
  write("sitemap.xml", `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/about</loc></url></urlset>`);
  write("robots.txt", `User-Agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  write("manifest.webmanifest", '{"start_url":"/"}');
  write("vitalhealth-care-brochure.pdf", "%PDF-1.7 brochure");
  write("icon.png", Buffer.from("\x89PNG\r\n", "latin1"));
  write("icon.svg", "<svg/>");
  // Next's runtime mentions localhost for its dev mode: hashed assets are not the site's own URLs.
  write("_next/static/runtime.js", 'if(location.hostname==="localhost")dev()');
  generateHeaders(dir, { backendUrl: undefined });
}

const check = () => checkExport(dir, { siteUrl: SITE, expected });
const inDir = (file: string) => path.join(dir, file);

beforeEach(goodExport);
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("checkExport", () => {
  it("passes an export built for the site's origin, with its headers and files", () => {
    expect(check()).toEqual([]);
  });

  it.each([
    ["a page", "about.html", page("/about", "http://localhost:3000")],
    ["the sitemap", "sitemap.xml", `<urlset><url><loc>${SITE}/</loc></url><url><loc>http://127.0.0.1:3000/about</loc></url></urlset>`],
    ["robots.txt", "robots.txt", "Sitemap: http://localhost:3000/sitemap.xml\n"],
    ["the manifest", "manifest.webmanifest", '{"start_url":"http://localhost:3000/"}'],
    ["the JSON-LD", "index.html", page("").replace("</head>", '<script type="application/ld+json">{"url":"http://localhost:3000"}</script></head>')],
    ["an RSC payload", "about.txt", '0:{"canonical":"http://localhost:3000/about"}'],
  ])("fails on a local URL in %s, naming the file", (_, file, text) => {
    write(file, text);
    expect(check()).toContainEqual(expect.stringMatching(new RegExp(`^${inDir(file)}: names http://(localhost|127\\.0\\.0\\.1):3000`)));
  });

  it("passes the editor's script, Sveltia's code as published, which asks whether it runs on localhost; not the editor's other files", () => {
    mkdirSync(path.join(dir, "admin"));
    write(EDITOR.script.slice(1), 'if(location.hostname==="localhost")offerLocalFolder()');
    write(EDITOR.config.slice(1), "site_url: http://localhost:3000\n");
    expect(check()).toEqual([`${inDir(EDITOR.config.slice(1))}: names http://localhost:3000: built without NEXT_PUBLIC_SITE_URL, or with a local backend`]);
  });

  it("fails when a page, the sitemap or robots.txt names another origin", () => {
    write("about.html", page("/about", "https://staging.example.com"));
    write("robots.txt", "Sitemap: https://staging.example.com/sitemap.xml\n");
    const findings = check();
    expect(findings).toContainEqual(`${inDir("about.html")}: links https://staging.example.com/about, not on ${SITE}`);
    expect(findings).toContainEqual(`${inDir("about.html")}: its canonical link is not ${SITE}/about, as the sitemap says`);
    expect(findings).toContainEqual(`${inDir("robots.txt")}: does not point at ${SITE}/sitemap.xml`);
  });

  it("fails when the sitemap lists a page that was not exported, or none", () => {
    unlinkSync(inDir("about.html"));
    generateHeaders(dir);
    expect(check()).toEqual([`${inDir("sitemap.xml")}: lists ${SITE}/about, but about.html was not exported`]);
    write("sitemap.xml", "<urlset></urlset>");
    expect(check()).toEqual([`${inDir("sitemap.xml")}: lists no page`]);
  });

  it("fails when a page has no headers in a host's file, naming both", () => {
    write("careers.html", page("/careers"));
    const findings = check();
    for (const route of ["/careers", "/careers/", "/careers.html"]) {
      expect(findings).toContainEqual(`${inDir("_headers")}: no Content-Security-Policy for ${route} (${inDir("careers.html")})`);
      expect(findings).toContainEqual(`${inDir("_headers.json")}: no Content-Security-Policy for ${route} (${inDir("careers.html")})`);
    }
    expect(findings).toContainEqual(`${inDir("vercel.json")}: no Content-Security-Policy for /careers (${inDir("careers.html")})`);
    expect(findings).toContainEqual(`${inDir("nginx-headers.conf")}: no Content-Security-Policy for /careers (${inDir("careers.html")})`);
  });

  it("fails when a host's header file is missing", () => {
    unlinkSync(inDir("_headers"));
    expect(check()).toEqual([`${inDir("_headers")}: missing: scripts/security-headers.mjs did not run`]);
  });

  it("fails when the brochure or an icon is missing, empty or not what its name says", () => {
    unlinkSync(inDir("vitalhealth-care-brochure.pdf"));
    write("icon.png", "");
    write("icon.svg", "");
    expect(check()).toEqual([
      `${inDir("vitalhealth-care-brochure.pdf")}: missing (app/ defines it)`,
      `${inDir("icon.png")}: is empty`,
      `${inDir("icon.svg")}: is empty`,
    ]);
    write("vitalhealth-care-brochure.pdf", "<html>Not found</html>");
    expect(check()).toContainEqual(`${inDir("vitalhealth-care-brochure.pdf")}: is not a PDF file`);
  });
});

describe("expectedFiles", () => {
  it("reads the brochure, the icons, the metadata files and the editor's files from the real app/", () => {
    expect(expectedFiles(path.join(__dirname, "..", "app")).sort()).toEqual(
      [
        ...[EDITOR.page, EDITOR.config, EDITOR.script, ...EDITOR_FONTS.map((f) => f.served)].map((f) => f.slice(1)),
        ...["apple-icon.png", "es/vitalhealth-folleto-de-cuidado.pdf", "icon.png", "icon.svg", "manifest.webmanifest", "opengraph-image.png", "robots.txt", "sitemap.xml", "vitalhealth-care-brochure.pdf"],
      ].sort(),
    );
  });
});
