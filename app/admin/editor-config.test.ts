/** @jest-environment node */
/**
 * The editor (Sveltia CMS, /admin/) and the content schemas must describe the same files: every
 * file the schemas' registry names is in the editor, with the same keys at every level, the same
 * required ones and the same choices; words are edited in English and Spanish side by side, both
 * required. The registry is content/schema/index.ts once it exists; until then, the example under
 * e2e/fixtures/cms/.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CmsConfig, Field, FileCollection } from "@sveltia/cms";
import type { z } from "zod";
import { editorConfig, editorConfigYaml, LOCALES } from "./editor-config";
import { type Shape, shapeDifferences, shapeOfFields, shapeOfSchema } from "./field-shape";

const root = path.resolve(__dirname, "../..");
const REGISTRIES = ["content/schema/index.ts", "e2e/fixtures/cms/schema.ts"];

type Registry = Record<string, z.ZodType>;
const isSchema = (v: unknown): v is z.ZodType => typeof v === "object" && v !== null && "_zod" in v;
/** The module's export that maps file paths to schemas. */
const registryIn = (mod: Record<string, unknown>): Registry | undefined =>
  Object.values(mod).find((v): v is Registry => typeof v === "object" && v !== null && !isSchema(v) && Object.keys(v).length > 0 && Object.entries(v).every(([k, s]) => k.endsWith(".json") && isSchema(s)));

type EditorFile = { collection: FileCollection; file: string; i18n: boolean; fields: Field[] };
function editorFiles(config: CmsConfig): EditorFile[] {
  return (config.collections ?? []).flatMap((c) =>
    "files" in c && c.files ? c.files.flatMap((f) => ("file" in f ? [{ collection: c as FileCollection, file: f.file, i18n: Boolean(f.i18n && (c as FileCollection).i18n), fields: (f.fields ?? []) as Field[] }] : [])) : [],
  );
}

/** Words files: `{ en: {…}, es: {…} }`; the editor edits one language's keys, in each language. */
function wordsShape(shape: Shape): Shape | undefined {
  if (shape.kind !== "object") return undefined;
  const keys = Object.keys(shape.fields).sort();
  return keys.join() === [...LOCALES].sort().join() ? shape.fields[LOCALES[0]].shape : undefined;
}

type AnyField = Field & { i18n?: unknown; required?: boolean | string[]; fields?: Field[]; field?: Field };
/** Fields, nested ones included, that are not translated or not required in both languages. */
function untranslated(fields: readonly Field[], at = ""): string[] {
  return (fields as AnyField[]).flatMap((f) => {
    const name = `${at}${f.name}`;
    const own = [
      ...(f.i18n === true ? [] : [`${name}: i18n is ${JSON.stringify(f.i18n)}, not true`]),
      ...(Array.isArray(f.required) && !LOCALES.every((l) => (f.required as string[]).includes(l)) ? [`${name}: required in ${f.required.join(", ")} only`] : []),
    ];
    return [...own, ...untranslated(f.fields ?? (f.field ? [f.field] : []), `${name}.`)];
  });
}

let registry: Registry;
let registryFile: string;
beforeAll(async () => {
  registryFile = REGISTRIES.find((f) => existsSync(path.join(root, f)))!;
  const found = registryIn(await import(path.join(root, registryFile)));
  if (!found) throw new Error(`${registryFile} exports no registry (an object of file path → zod schema)`);
  registry = found;
});

describe("the editor's configuration", () => {
  const files = editorFiles(editorConfig);

  it("edits every file the schemas' registry names, and no other", () => {
    expect(files.map((f) => f.file).sort()).toEqual(Object.keys(registry).sort());
  });

  it("describes each file as its schema does: keys, required ones, lists and choices at every level", () => {
    for (const { file, fields } of files) {
      const schema = shapeOfSchema(registry[file]);
      const expected = wordsShape(schema) ?? schema;
      expect({ file, differences: shapeDifferences(expected, shapeOfFields(fields)) }).toEqual({ file, differences: [] });
    }
  });

  it("edits words in English and Spanish side by side, every field translated and required in both", () => {
    expect(editorConfig.i18n).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" });
    for (const { collection, file, i18n, fields } of files) {
      const schema = shapeOfSchema(registry[file]);
      const words = wordsShape(schema);
      expect({ file, translated: i18n }).toEqual({ file, translated: words !== undefined });
      if (!words || schema.kind !== "object") continue;
      // Without a preview pane, Sveltia puts the second language's fields beside the first.
      expect({ file, editor: collection.editor }).toEqual({ file, editor: { preview: false } });
      // Both languages hold the same keys, so one set of fields serves both.
      expect(shapeDifferences(schema.fields.en.shape, schema.fields.es.shape)).toEqual([]);
      expect({ file, problems: untranslated(fields) }).toEqual({ file, problems: [] });
    }
  });

  it("points at files that exist and that their schemas accept", () => {
    for (const { file } of files) {
      const result = registry[file].safeParse(JSON.parse(readFileSync(path.join(root, file), "utf8")));
      expect({ file, ok: result.success, issues: result.error?.issues ?? [] }).toEqual({ file, ok: true, issues: [] });
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

  it("reads through wrappers: default and optional make a key optional; nullable, pipe and refine do not", async () => {
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
        n: { required: true, shape: { kind: "value" } },
        p: { required: true, shape: { kind: "value" } },
        o: { required: false, shape: { kind: "object", fields: { k: { required: true, shape: { kind: "value" } } } } },
      },
    });
  });
});
