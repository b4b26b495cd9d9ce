/** @jest-environment node */
/**
 * The owner's journey, end to end: change the hourly rate and one Spanish testimonial in the data
 * files, run the real `npm run build`, and find the new rate everywhere a family reads it (the
 * hero, /costs with its tables and its estimator, the FAQ's JSON-LD, the brochure PDF, in both
 * languages) and the new sentence on its page. Unit tests check each piece against content/; only
 * a build shows that a data file really reaches the exported files.
 *
 * The build runs in a temporary copy of the project, so this test never writes to the real out/ or
 * .next/ and can run beside the other tests. Its node_modules is a symlink to the project's.
 */
import { execFile, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { copyFor, type Locale } from "@/content";
import { locales } from "@/content/copy";
import enHome from "@/content/pages/home.en.json";
import esHome from "@/content/pages/home.es.json";
import { fill } from "@/supabase/functions/_shared/template.ts";
import type { RateItem } from "@/content/costs";
import { site } from "@/content/site";
import type { Rates } from "@/content/types";
import { estimate } from "@/lib/estimate";
import { formatUsd } from "@/lib/money";
import { localeHref, pageFile } from "@/lib/routes.mjs";
import { deferredPayload } from "@/scripts/defer-runtime.mjs";

const root = path.resolve(__dirname, "..");
const AGENCY = "supabase/functions/_shared/content/agency.json";
const TESTIMONIALS_ES = "content/testimonials.es.json";

const OLD_RATE = site.rates.hourly;
// A figure no page shows at today's data, so a page shows it only if the data file reached it. The first
// test checks that no source types it; that no built page shows it was checked on a build by hand.
const NEW_RATE = OLD_RATE === 41 ? 43 : 41;
const newRates: Rates = { ...site.rates, hourly: NEW_RATE };
const oldUsd = formatUsd(OLD_RATE);
const newUsd = formatUsd(NEW_RATE);

// The testimonial set shown on Why VitalHealth (app/_site/why-vitalhealth), and its page.
const SET = "why";
const SET_ROUTE = "/why-vitalhealth";
const NEW_SENTENCE = "Desde que llegó Rosa, mi padre vuelve a cantar boleros en la cocina cada mañana.";

/** The old rate as a figure of its own: "$39", not "$390" nor "$39.50". */
const oldFigure = new RegExp(`${escapeRe(oldUsd)}(?![\\d]|[.,]\\d)`);
/** A text the content wrote with the old rate, as it reads at the new one. */
const atNewRate = (text: string) => text.replace(new RegExp(oldFigure, "g"), newUsd);

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/** Where a text holds a string or a pattern, a few words either side: a failure names the spot, not the whole page. */
function spots(text: string, needle: string | RegExp): string[] {
  const re = new RegExp(typeof needle === "string" ? escapeRe(needle) : needle.source, "g");
  return [...text.matchAll(re)].map((m) => text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60));
}
/** The text of every paragraph without markup inside. */
const paragraphs = (text: string) => [...text.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
/** The `rates` prop the page hands the estimator island, from the HTML (a JS string) or the RSC payload. */
function estimatorRates(payloadText: string): Rates[] {
  const prop = new RegExp(`${escapeRe('"rates":')}(\\{.*?\\}\\}),${escapeRe('"words"')}`, "g");
  return [...payloadText.matchAll(prop)].map((m) => JSON.parse(m[1]));
}

let copyDir = "";
const read = (file: string) => readFileSync(path.join(copyDir, "out", file), "utf8");
const page = (locale: Locale, route: string) => read(pageFile(localeHref(locale, route)));
/** The page's RSC payload, which its loader fetches after first paint, and a client-side navigation instead of the HTML. */
const payload = (locale: Locale, route: string) => read(pageFile(localeHref(locale, route)).replace(/\.html$/, ".txt"));

let oldQuote = "";

/** A copy of the project's tracked top-level entries, as they are in the working tree now. */
function copyProject(to: string) {
  const entries = new Set(
    execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(Boolean)
      .map((f) => f.split("/")[0]),
  );
  const skip = new Set(["node_modules", ".next", "out"]);
  for (const entry of entries) {
    if (!existsSync(path.join(root, entry))) continue;
    cpSync(path.join(root, entry), path.join(to, entry), { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(to, "node_modules"), "dir");
}

/** The deepest folder holding both paths. */
function commonAncestor(a: string, b: string): string {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

function build(cwd: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Jest sets NODE_ENV=test; `next build` runs as production, as it does from a shell.
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Turbopack compiles nothing outside its root, and finds it from the nearest lockfile: the copy.
    // The symlinked node_modules points out of the copy, so the root is set to a folder that holds
    // both (the variable Next reads before it looks for a lockfile; next.config.mjs stays as it is).
    NEXT_PRIVATE_OUTPUT_TRACE_ROOT: commonAncestor(realpathSync(cwd), realpathSync(root)),
  };
  return new Promise((resolve, reject) => {
    execFile("npm", ["run", "build"], { cwd, env, timeout: 6 * 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`npm run build failed in the copy (${error.message})\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`));
      else resolve();
    });
  });
}

/** The text lines of a PDF written by app/_site/brochure.ts: one Tj per line, WinAnsi hex strings. */
async function pdfLines(file: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(path.join(copyDir, "out", file)));
  return doc.getPages().flatMap((p) => {
    const contents = p.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams.flatMap((s) => {
      const bytes = s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : new Uint8Array();
      const ops = Buffer.from(bytes).toString("latin1");
      return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1"));
    });
  });
}

beforeAll(async () => {
  copyDir = mkdtempSync(path.join(os.tmpdir(), "vitalhealth-owner-journey-"));
  copyProject(copyDir);

  // The owner's edits, in the data files only.
  const agencyFile = path.join(copyDir, AGENCY);
  const agency = JSON.parse(readFileSync(agencyFile, "utf8"));
  agency.rates.hourly = NEW_RATE;
  writeFileSync(agencyFile, `${JSON.stringify(agency, null, 2)}\n`);
  const esFile = path.join(copyDir, TESTIMONIALS_ES);
  const es = JSON.parse(readFileSync(esFile, "utf8"));
  oldQuote = es[SET][0].quote;
  es[SET][0].quote = NEW_SENTENCE;
  writeFileSync(esFile, `${JSON.stringify(es, null, 2)}\n`);

  await build(copyDir);
}, 7 * 60_000);

afterAll(() => {
  if (copyDir) rmSync(copyDir, { recursive: true, force: true });
});

describe("before the edit", () => {
  it("the new rate and the new sentence are written nowhere in the project", () => {
    const tracked = execFileSync("git", ["ls-files", "-z", "app", "components", "content", "lib", "supabase/functions/_shared"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    const holding = (needle: string) => tracked.filter((f) => existsSync(path.join(root, f)) && readFileSync(path.join(root, f), "utf8").includes(needle));
    expect(holding(newUsd)).toEqual([]);
    expect(holding(NEW_SENTENCE)).toEqual([]);
    expect(NEW_RATE).not.toBe(OLD_RATE);
    // Every other price of the agency differs from the new rate too, so no other figure can pass for it.
    const { hourly, ...others } = site.rates;
    expect(JSON.stringify(others)).not.toMatch(new RegExp(`\\b${NEW_RATE}\\b`));
    expect(hourly).toBe(OLD_RATE);
  });
});

const homeWords = { en: enHome, es: esHome };

describe.each(locales)("after the edit, in %s", (locale) => {
  const t = copyFor(locale);

  it("the hero's price line on Home shows the new rate", () => {
    // The line as the page's words write it (content/pages/home.<language>.json), with the new rate.
    const line = (hourly: string) => fill(homeWords[locale].hero.price, { hourly, minimumVisitHours: site.rates.minimumVisitHours }, locale);
    const home = page(locale, "/");
    expect(paragraphs(home)).toContain(html(line(newUsd)));
    expect(spots(home, oldFigure)).toEqual([]);
  });

  it("/costs: the rates list and our row of the per-hour comparison show the new rate", () => {
    const costs = page(locale, "/costs");
    const weekday = (t.costs.rates.items as readonly RateItem[]).find((i) => oldFigure.test(i.value))!;
    expect(weekday).toBeDefined();
    const rateCell = new RegExp(`>${escapeRe(html(weekday.label))}</dt><dd[^>]*>([^<]*)</dd>`);
    expect(costs.match(rateCell)?.[1]).toBe(html(atNewRate(weekday.value)));
    const ourRow = new RegExp(`>${escapeRe(html(t.costs.compare.perHour.ours))}</th><td[^>]*>([^<]*)</td>`);
    expect(costs.match(ourRow)?.[1]).toBe(newUsd);
  });

  it("/costs: the prerendered schedule table is priced at the new rate", () => {
    const costs = page(locale, "/costs");
    const cells = (e: { weekly: number; monthly: number }) => new RegExp(`>${escapeRe(formatUsd(e.weekly))}</td><td[^>]*>${escapeRe(formatUsd(e.monthly))}</td>`);
    const changed = t.costs.schedules.items.filter((s) => estimate(newRates, s).weekly !== estimate(site.rates, s).weekly);
    expect(changed.length).toBeGreaterThan(0);
    for (const s of changed) {
      expect(spots(costs, cells(estimate(newRates, s)))).toHaveLength(1);
      expect(spots(costs, cells(estimate(site.rates, s)))).toEqual([]);
    }
  });

  it("/costs: the estimator island is given the new rates, in the payload the page hydrates from", () => {
    // The estimator renders no figure until a visitor asks: what it computes with is its `rates` prop,
    // in the payload the page's loader fetches (scripts/defer-runtime.mjs), as client navigations do.
    expect(deferredPayload(page(locale, "/costs"))).toBe(`/${pageFile(localeHref(locale, "/costs")).replace(/\.html$/, ".txt")}`);
    expect(estimatorRates(payload(locale, "/costs"))).toEqual([newRates]);
  });

  it("/faq: the FAQPage JSON-LD answers with the new rate", () => {
    const faq = page(locale, "/faq");
    const blocks = [...faq.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
    const answers: string[] = faqPage.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text);
    const priced = t.faq.groups.flatMap((g) => g.items).map((i) => i.answer.join(" ")).filter((a) => oldFigure.test(a));
    expect(priced.length).toBeGreaterThan(0);
    for (const answer of priced) expect(answers).toContain(atNewRate(answer));
    expect(spots(faq, oldFigure)).toEqual([]);
  });

  it("the brochure PDF lists the new rate", async () => {
    const lines = await pdfLines(t.site.brochure.path.slice(1));
    const weekday = (t.costs.rates.items as readonly RateItem[]).find((i) => oldFigure.test(i.value))!;
    expect(lines).toContain(`${weekday.label}: ${atNewRate(weekday.value)}`);
    expect(lines.filter((l) => oldFigure.test(l))).toEqual([]);
  });
});

describe("the new Spanish sentence", () => {
  const quotes = (text: string) => [...text.matchAll(/<blockquote[^>]*>(.*?)<\/blockquote>/gs)].map((m) => m[1].replace(/<!-- -->/g, ""));

  it(`is quoted on ${localeHref("es", SET_ROUTE)}, in place of the old one`, () => {
    const es = page("es", SET_ROUTE);
    expect(quotes(es)).toContain(`“${html(NEW_SENTENCE)}”`);
    expect(spots(es, html(oldQuote))).toEqual([]);
    expect(spots(payload("es", SET_ROUTE), oldQuote)).toEqual([]);
  });

  it(`leaves the English ${SET_ROUTE} as it was`, () => {
    const en = page("en", SET_ROUTE);
    expect(spots(en, NEW_SENTENCE)).toEqual([]);
    expect(quotes(en).length).toBeGreaterThan(0);
  });
});
