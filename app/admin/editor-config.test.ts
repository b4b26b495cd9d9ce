/** @jest-environment node */
/**
 * The editor (Sveltia CMS, /admin/) and the content schemas (content/schema/index.ts) must
 * describe the same files: every file the registry names is in the editor, with the same keys at
 * every level, the same required ones and the same choices; words are edited in English and
 * Spanish side by side, each field translated and required in both, and the fields the registry
 * calls facts (the same in every language) edited once and copied.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CmsConfig, Field, FileCollection } from "@sveltia/cms";
import { contentFiles, translations } from "@/content/schema/index.ts";
import { editorConfig, editorConfigYaml, KEPT_AS_IS, LOCALES } from "./editor-config";
import { shapeDifferences, shapeOfFields, shapeOfSchema, withoutKeys } from "./field-shape";

const root = path.resolve(__dirname, "../..");
const LOCALE = "{{locale}}";

type EditorFile = { collection: FileCollection; file: string; i18n: boolean; fields: Field[] };
function editorFiles(config: CmsConfig): EditorFile[] {
  return (config.collections ?? []).flatMap((c) =>
    "files" in c && c.files ? c.files.flatMap((f) => ("file" in f ? [{ collection: c as FileCollection, file: f.file, i18n: Boolean(f.i18n && (c as FileCollection).i18n), fields: (f.fields ?? []) as Field[] }] : [])) : [],
  );
}
/** The files one editor entry stands for: one per language for words (`name.{{locale}}.json`). */
const filesOf = (file: string) => (file.includes(LOCALE) ? LOCALES.map((l) => file.replace(LOCALE, l)) : [file]);

type AnyField = Field & { i18n?: unknown; required?: boolean | string[]; fields?: Field[]; field?: Field; types?: { fields?: Field[] }[] };
/**
 * Fields of a words file whose language handling is wrong: a fact (the same in every language) not
 * copied, a word not translated, or a field required in one language only.
 */
function languageProblems(fields: readonly Field[], facts: readonly string[], at = ""): string[] {
  return (fields as AnyField[]).flatMap((f) => {
    const name = `${at}${f.name}`;
    const expected = facts.includes(f.name) ? "duplicate" : true;
    const own = [
      ...(f.i18n === expected ? [] : [`${name}: i18n is ${JSON.stringify(f.i18n)}, not ${JSON.stringify(expected)}`]),
      ...(Array.isArray(f.required) && !LOCALES.every((l) => (f.required as string[]).includes(l)) ? [`${name}: required in ${f.required.join(", ")} only`] : []),
    ];
    if (expected === "duplicate") return own;
    const nested = [...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? []).flatMap((t) => t.fields ?? [])];
    return [...own, ...languageProblems(nested, facts, `${name}.`)];
  });
}

const files = editorFiles(editorConfig);
const wordsEntry = (file: string) => translations.find((t) => t.files.join() === filesOf(file).join());
const factsEntry = (file: string) => contentFiles.find((c) => c.file === file);

describe("the editor's configuration", () => {
  it("edits every file the schemas' registry names, and no other", () => {
    const registry = [...contentFiles.map((c) => c.file), ...translations.flatMap((t) => t.files)].sort();
    expect(files.flatMap((f) => filesOf(f.file)).sort()).toEqual(registry);
    // Words come once per language, in the order of the editor's locales.
    for (const t of translations) expect(t.files.map((f) => f.match(/\.([a-z]{2})\.json$/)?.[1])).toEqual([...LOCALES]);
  });

  it("describes each file as its schema does: keys, required ones, lists, choices and kinds at every level", () => {
    const found: string[] = [];
    for (const { file, fields } of files) {
      const schema = shapeOfSchema((wordsEntry(file) ?? factsEntry(file))!.schema);
      // The keys the editor keeps as they are, without a field: each must be one the schema has
      // (taking it out of the schema's shape makes the comparison name it).
      const kept = KEPT_AS_IS[file] ?? [];
      for (const key of kept) expect({ file, key, differences: shapeDifferences(schema, withoutKeys(schema, [key])).length }).toEqual({ file, key, differences: 1 });
      found.push(...shapeDifferences(withoutKeys(schema, kept), shapeOfFields(fields)).map((d) => `${file}: ${d}`));
    }
    expect(found).toEqual([]);
  });

  it("edits words in English and Spanish side by side: every word translated and required in both, every fact copied", () => {
    expect(editorConfig.i18n).toEqual({ structure: "multiple_files", locales: ["en", "es"], default_locale: "en" });
    for (const { collection, file, i18n, fields } of files) {
      const words = wordsEntry(file);
      expect({ file, translated: i18n }).toEqual({ file, translated: words !== undefined });
      if (!words) continue;
      // Without a preview pane, Sveltia puts the second language's fields beside the first.
      expect({ file, editor: collection.editor }).toEqual({ file, editor: { preview: false } });
      expect({ file, problems: languageProblems(fields, words.facts ?? []) }).toEqual({ file, problems: [] });
    }
  });

  it("points at files that exist and that their schemas accept", () => {
    for (const { file } of files) {
      const schema = (wordsEntry(file) ?? factsEntry(file))!.schema;
      for (const one of filesOf(file)) {
        expect({ one, exists: existsSync(path.join(root, one)) }).toEqual({ one, exists: true });
        const result = schema.safeParse(JSON.parse(readFileSync(path.join(root, one), "utf8")));
        expect({ one, issues: result.error?.issues ?? [] }).toEqual({ one, issues: [] });
      }
    }
  });

  it("is served as YAML (JSON is YAML) that reads back as the same configuration", () => {
    const text = editorConfigYaml();
    expect(text.split("\n")[0]).toMatch(/^# /);
    expect(JSON.parse(text.replace(/^#.*\n/gm, ""))).toEqual(editorConfig);
  });
});

describe("shapeDifferences (so that the test above can fail)", () => {
  it("names a missing key, an extra key, a required-ness that differs, a list against a value and other choices", async () => {
    const { z } = await import("zod");
    const schema = shapeOfSchema(
      z.object({ a: z.string(), b: z.string().optional(), list: z.array(z.object({ id: z.string() })), day: z.enum(["Mon", "Tue"]), gone: z.number() }).strict(),
    );
    const editor = shapeOfFields([
      { name: "a", widget: "string", required: false },
      { name: "b", widget: "string", required: false },
      { name: "list", widget: "list", fields: [{ name: "id", widget: "string" }, { name: "extra", widget: "string" }] },
      { name: "day", widget: "select", options: ["Mon"] },
      { name: "more", widget: "string" },
    ] as Field[]);
    expect(shapeDifferences(schema, editor)).toEqual([
      "a: required in the schema, optional in the editor",
      "day: the schema allows Mon, Tue, the editor offers Mon",
      "gone: in the schema, not in the editor",
      "list[].extra: in the editor, not in the schema",
      "more: in the editor, not in the schema",
    ]);
    expect(shapeDifferences(shapeOfSchema(z.object({ x: z.array(z.string()) })), shapeOfFields([{ name: "x", widget: "string" }] as Field[]))).toEqual([
      "x: a list in the schema, a value in the editor",
    ]);
  });

  it("reads through wrappers: default, optional and nullable make a value optional; pipe and refine do not", async () => {
    const { z } = await import("zod");
    const schema = shapeOfSchema(
      z
        .object({ d: z.string().default("x"), n: z.string().nullable(), p: z.string().transform((s) => s.length), o: z.object({ k: z.number() }).refine(() => true).optional() })
        .refine(() => true),
    );
    expect(schema).toEqual({
      kind: "object",
      fields: {
        d: { required: false, shape: { kind: "value" } },
        n: { required: false, shape: { kind: "value" } },
        p: { required: true, shape: { kind: "value" } },
        o: { required: false, shape: { kind: "object", fields: { k: { required: true, shape: { kind: "value" } } } } },
      },
    });
  });

  it("compares choices of objects by their key, records keyed by a choice, several choices, a fixed value", async () => {
    const { z } = await import("zod");
    const schema = shapeOfSchema(
      z.object({
        source: z.discriminatedUnion("kind", [z.object({ kind: z.literal("none") }), z.object({ kind: z.enum(["a", "b"]), url: z.string() })]),
        pay: z.record(z.enum(["x", "y"]), z.object({ min: z.number() })),
        days: z.array(z.enum(["Mon", "Tue"])),
        currency: z.literal("USD"),
      }),
    );
    const fields = (urlIn: string[], payKeys: string[]) =>
      shapeOfFields([
        { name: "source", widget: "object", typeKey: "kind", types: [{ name: "none", fields: [] }, ...urlIn.map((name) => ({ name, fields: [{ name: "url", widget: "string" }] }))] },
        { name: "pay", widget: "object", fields: payKeys.map((name) => ({ name, widget: "object", fields: [{ name: "min", widget: "number" }] })) },
        { name: "days", widget: "select", multiple: true, options: ["Mon", "Tue"] },
        { name: "currency", widget: "hidden", default: "USD" },
      ] as Field[]);
    expect(shapeDifferences(schema, fields(["a", "b"], ["x", "y"]))).toEqual([]);
    expect(shapeDifferences(schema, fields(["a"], ["x"]))).toEqual(["pay.y: in the schema, not in the editor", "source<kind=b>: in the schema, not in the editor"]);
    // The choice as one object: the kind a choice of all kinds, a field some kind lacks optional.
    const asObject = (urlRequired: boolean) =>
      shapeOfFields([{ name: "source", widget: "object", fields: [{ name: "kind", widget: "select", options: ["none", "a", "b"] }, { name: "url", widget: "string", required: urlRequired }] }] as Field[]);
    const sourceOnly = shapeOfSchema(z.object({ source: z.discriminatedUnion("kind", [z.object({ kind: z.literal("none") }), z.object({ kind: z.enum(["a", "b"]), url: z.string() })]) }));
    expect(shapeDifferences(sourceOnly, asObject(false))).toEqual([]);
    expect(shapeDifferences(sourceOnly, asObject(true))).toEqual(["source.url: optional in the schema, required in the editor"]);
  });
});
