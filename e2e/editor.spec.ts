/**
 * The content editor (/admin/, Sveltia CMS) on the built site, as the owner uses it on their own
 * computer: "Work with Local Repository" with the site's folder. The folder picker is the one step
 * a test cannot click through, so `showDirectoryPicker` answers with a folder in the page's origin
 * private file system (OPFS), which the test fills with the data files the editor's configuration
 * names and an empty `.git` (Sveltia accepts a folder only if it is a repository's root). The
 * machine has no internet: every other host is refused, and recorded.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { editorConfig, LOCALES } from "../app/admin/editor-config";
import { EDITOR } from "../lib/routes.mjs";
import { pageData } from "./fixtures";
import { firstLoad, pages } from "../scripts/first-load.mjs";
import { FULL_TIER } from "./tiers";

test.skip(({ isMobile }) => isMobile, "the editor is for the owner at a computer; its layout is Sveltia's");

type Collection = { name: string; label?: string; files?: { name: string; label?: string; file: string; i18n?: unknown }[] };
const collections = (editorConfig.collections ?? []) as Collection[];
const LOCALE = "{{locale}}";
/** The files of one entry: one per language for words (`name.{{locale}}.json`). */
const filesOf = (file: string) => (file.includes(LOCALE) ? LOCALES.map((l) => file.replace(LOCALE, l)) : [file]);
const dataFiles = collections.flatMap((c) => (c.files ?? []).flatMap((f) => filesOf(f.file)));

/** The first words that differ between two languages' data, and where they are ("home.0.role"). */
function firstTranslated(en: unknown, es: unknown, at = ""): { path: string; en: string; es: string } | undefined {
  if (typeof en === "string" && typeof es === "string") return en !== es ? { path: at, en, es } : undefined;
  if (typeof en !== "object" || en === null || typeof es !== "object" || es === null) return undefined;
  for (const key of Object.keys(en)) {
    const found = firstTranslated((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
const at = (data: unknown, path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], data);

/** The repository as the picked folder holds it: each data file at its path, and `.git`. */
const repoFiles = Object.fromEntries(dataFiles.map((file) => [file, readFileSync(path.join(process.cwd(), file), "utf8")]));

/** Refuses every host but the site, and keeps what was asked. */
async function offline(page: Page) {
  const asked: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => {
      asked.push(route.request().url());
      return route.abort("internetdisconnected");
    },
  );
  return asked;
}

/** The folder picker answers with an OPFS folder holding `files`; CSP violations are kept for the test. */
async function withLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript(() => {
    const w = window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>; cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    w.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
  });
  await page.goto(EDITOR.dir);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("repo", { recursive: true }).catch(() => undefined);
    const repo = await root.getDirectoryHandle("repo", { create: true });
    await repo.getDirectoryHandle(".git", { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split("/");
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/** A file of the picked folder as the editor left it. */
const readRepoFile = (page: Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    const parts = file.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);

test("the editor page: its own document, noindex, in no sitemap, with its own policy; no public page loads any of it", async ({ request }) => {
  const res = await request.get(EDITOR.dir);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  const h = res.headers();
  expect(h["x-robots-tag"]).toBe("noindex, nofollow");
  expect(h["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'self';/);
  expect(h["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  expect((await request.get(EDITOR.config)).status()).toBe(200);
  expect((await request.get(EDITOR.script)).headers()["content-type"]).toMatch(/javascript/);

  // No public page names the editor or loads its script.
  const publicScripts = new Set(Object.values(pages).flatMap((file) => firstLoad("out", file).scripts));
  expect([...publicScripts].filter((src) => src.startsWith("/admin/"))).toEqual([]);
  for (const file of Object.values(pages)) expect(await pageData(file), file).not.toContain("/admin/");
});

test("works with a local repository: every collection listed, words in English and Spanish side by side, both required, words and facts saved to the folder", async ({ page }) => {
  test.setTimeout(90_000);
  const asked = await offline(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await withLocalRepository(page, repoFiles);

  // Sveltia checks the configuration first, and lists what it rejects instead of the sign-in.
  const localButton = page.getByRole("button", { name: "Work with Local Repository" });
  await expect(localButton.or(page.getByRole("alert").filter({ hasText: "errors in the CMS configuration" }))).toBeVisible({ timeout: 20_000 });
  expect(await page.getByRole("alert").filter({ hasText: "errors in the CMS configuration" }).allInnerTexts()).toEqual([]);
  await localButton.click();
  const list = page.getByRole("tree", { name: "Collection List" });
  for (const c of collections) await expect(list.getByRole("treeitem", { name: c.label ?? c.name })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: "/tmp/admin-1280.png" });

  const words = collections.find((c) => c.files?.some((f) => f.i18n))!;
  const file = words.files!.find((f) => f.i18n)!;
  const [enFile, esFile] = filesOf(file.file);
  const en = JSON.parse(repoFiles[enFile]);
  const pair = firstTranslated(en, JSON.parse(repoFiles[esFile]))!;
  await list.getByRole("treeitem", { name: words.label ?? words.name }).click();
  await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: file.label ?? file.name }).click();

  // The two languages side by side, each in its own pane, the same words in each language's own.
  const pane = (language: string) => page.getByRole("group", { name: new RegExp(`Edit\\W*${language}\\W*Content`) });
  const valuesIn = (language: string) => pane(language).locator("input, textarea").evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await expect(pane("English").getByRole("textbox").first()).toBeVisible({ timeout: 20_000 });
  await expect(pane("Spanish").getByRole("textbox").first()).toBeVisible();
  expect(await valuesIn("English")).toContain(pair.en);
  expect(await valuesIn("Spanish")).toContain(pair.es);
  expect(await valuesIn("English")).not.toContain(pair.es);
  await page.screenshot({ path: "/tmp/admin-entry-1280.png" });

  // Both languages are required: with the Spanish words emptied, nothing is saved.
  const esField = pane("Spanish").locator("input, textarea").nth((await valuesIn("Spanish")).indexOf(pair.es));
  await esField.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(pane("Spanish").getByText("This field is required.")).toBeVisible();
  expect(await readRepoFile(page, esFile)).toBe(repoFiles[esFile]);

  // Saved: the Spanish file now holds the new words, the English file's data is untouched.
  await esField.fill(`${pair.es} (editado)`);
  await page.getByRole("button", { name: "Save" }).click();
  // Read until the write has landed (a file being written is swapped in at the end, so a read in
  // between may find it missing or half there).
  const saved = async () => {
    try {
      return at(JSON.parse(await readRepoFile(page, esFile)), pair.path);
    } catch {
      return undefined;
    }
  };
  await expect.poll(saved).toBe(`${pair.es} (editado)`);
  // Everything else is as it was, in both files: the keys the editor does not show included.
  expect(JSON.parse(await readRepoFile(page, enFile))).toEqual(en);
  const es = JSON.parse(repoFiles[esFile]);
  const parent = pair.path.split(".").slice(0, -1).join(".");
  (at(es, parent) as Record<string, unknown>)[pair.path.split(".").at(-1)!] = `${pair.es} (editado)`;
  expect(JSON.parse(await readRepoFile(page, esFile))).toEqual(es);

  // A file of facts saves back as it was but for the one value changed: optional values left out
  // (no ""), fixed ones kept, the keys the editor does not show kept.
  const facts = collections.find((c) => c.files?.some((f) => !f.i18n && !f.file.includes(LOCALE)))!;
  const factsFile = facts.files!.find((f) => !f.i18n)!;
  const before = JSON.parse(repoFiles[factsFile.file]);
  // Saving closes the entry and shows the collections again.
  await list.getByRole("treeitem", { name: facts.label ?? facts.name }).click();
  await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: factsFile.label ?? factsFile.name }).click();
  const emailField = page.getByRole("textbox", { name: "E-mail", exact: true });
  await expect(emailField).toHaveValue(before.email);
  await emailField.fill("office@example.org");
  await page.getByRole("button", { name: "Save" }).click();
  const savedEmail = async () => {
    try {
      return JSON.parse(await readRepoFile(page, factsFile.file)).email;
    } catch {
      return undefined;
    }
  };
  await expect.poll(savedEmail).toBe("office@example.org");
  expect(JSON.parse(await readRepoFile(page, factsFile.file))).toEqual({ ...before, email: "office@example.org" });

  expect(errors).toEqual([]);
  // The policy blocks what Sveltia asks for on its own and the site does not want: its check for
  // a newer version (pinned in package.json instead) and GitHub's status page. Nothing else.
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((v) => !/^connect-src https:\/\/(unpkg\.com\/@sveltia\/cms\/|www\.githubstatus\.com\/)/.test(v))).toEqual([]);
  // Its script and fonts come from the site: no other host was asked for anything.
  expect(asked).toEqual([]);
  // The icons are drawn by the editor's own font, not left as their names.
  const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replaceAll('"', "")));
  expect(loaded).toContain("Material Symbols Outlined");
});

/** Whether a file holds any text at all (one of empty lists holds none). */
const hasText = (value: unknown): boolean => (typeof value === "string" ? true : typeof value === "object" && value !== null ? Object.values(value).some(hasText) : false);

/** Every string in `a` that differs in `b`, by path; and any other difference, as one entry. */
function changedStrings(a: unknown, b: unknown, path = ""): string[] {
  if (typeof a === "string" && typeof b === "string") return a === b ? [] : [path];
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${path} (not a string)`];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) => changedStrings((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
}

/**
 * The entries the round trip below opens: every one in the full tier; in the fast tier the first of
 * each kind (words in two languages, facts in one file, a list that ships empty), which go through
 * the same code in the editor.
 */
function roundTripEntries() {
  const all = collections.flatMap((c) => (c.files ?? []).map((f) => ({ c, f })));
  if (FULL_TIER) return all;
  const kindOf = ({ f }: (typeof all)[number]) => `${Boolean(f.i18n)} ${hasText(JSON.parse(repoFiles[filesOf(f.file)[0]]))}`;
  return all.filter((entry, i) => all.findIndex((other) => kindOf(other) === kindOf(entry)) === i);
}

test("every file saves back as it was but for the one text changed, in the language changed", async ({ page }) => {
  test.setTimeout(180_000);
  const entries = roundTripEntries();
  await offline(page);
  await withLocalRepository(page, repoFiles);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  const list = page.getByRole("tree", { name: "Collection List" });
  const current = { ...repoFiles };
  const savedFiles: string[] = [];
  for (const { c, f } of entries) {
    await list.getByRole("treeitem", { name: c.label ?? c.name }).click();
    await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: f.label ?? f.name, exact: true }).click();
    const first = f.i18n ? page.getByRole("group", { name: /Edit\W*English\W*Content/ }) : page.getByRole("group", { name: /Content Editor/ });
    if (!hasText(JSON.parse(current[filesOf(f.file)[0]]))) {
      // A file that is an empty list as it ships (photos, review ratings): nothing to change, a list to add to.
      await expect(first.getByRole("button", { name: /^Add/ }).first()).toBeVisible({ timeout: 20_000 });
      await page.getByRole("button", { name: "Cancel Editing" }).click();
      continue;
    }
    await expect(first.locator("input, textarea").first()).toBeVisible({ timeout: 20_000 });
    // The first free text of the (first) language: a paragraph, else a line that is not an id or a
    // link (facts, which the editor copies to the other language).
    const values = await first.locator("textarea, input[type=text]:not([readonly]):not([disabled])").evaluateAll((els) =>
      els.map((el) => ({ tag: el.tagName, value: (el as HTMLInputElement).value })),
    );
    const pick = values.findIndex((v) => v.tag === "TEXTAREA" && v.value) >= 0 ? values.findIndex((v) => v.tag === "TEXTAREA" && v.value) : values.findIndex((v) => v.value && !/^[a-z0-9-]+$/.test(v.value) && !/^(https:\/\/|\/)/.test(v.value));
    const [mainFile, ...others] = filesOf(f.file);
    if (pick < 0) {
      await page.getByRole("button", { name: "Cancel Editing" }).click();
      continue;
    }
    await first.locator("textarea, input[type=text]:not([readonly]):not([disabled])").nth(pick).fill(`${values[pick].value} (x)`);
    await page.getByRole("button", { name: "Save" }).click();
    const changed = async () => {
      try {
        return changedStrings(JSON.parse(current[mainFile]), JSON.parse(await readRepoFile(page, mainFile)));
      } catch {
        return ["(unreadable)"];
      }
    };
    await expect.poll(changed, { message: mainFile }).toHaveLength(1);
    expect((await changed())[0], mainFile).not.toContain("not a string");
    for (const other of others) expect(JSON.parse(await readRepoFile(page, other)), other).toEqual(JSON.parse(current[other]));
    current[mainFile] = await readRepoFile(page, mainFile);
    savedFiles.push(mainFile);
  }
  // Every file that holds some text (words, or the owner's list of facts to confirm) went through a save.
  const withText = entries.map(({ f }) => filesOf(f.file)[0]).filter((file) => hasText(JSON.parse(repoFiles[file])));
  expect(savedFiles.sort()).toEqual(withText.sort());
  expect(entries.length).toBeGreaterThanOrEqual(FULL_TIER ? collections.flatMap((c) => c.files ?? []).length : 3);
});
