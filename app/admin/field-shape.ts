/**
 * The shape of a data file as two descriptions see it: a zod (v4) schema, and the editor's fields
 * (Sveltia CMS). Both are reduced to the same form, keys and required-ness at every level, so a
 * test can say where they part: a key one has and the other lacks, a field one requires and the
 * other does not, a list of objects against a list of plain values, a choice with other options.
 */
import type { Field } from "@sveltia/cms";
import type { z } from "zod";

export type Shape =
  | { kind: "object"; fields: Record<string, { required: boolean; shape: Shape }> }
  | { kind: "list"; of: Shape }
  | { kind: "value"; options?: string[] };

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; entries?: Record<string, string | number>; values?: unknown[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that change whether a key may be missing, or nothing about the stored JSON. */
const OPTIONAL = new Set(["optional", "default", "prefault"]);
const TRANSPARENT = new Set(["nullable", "readonly", "catch", "nonoptional"]);

/** The schema without its wrappers, and whether the key it describes must be present. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let required = true;
  for (;;) {
    const def = defOf(schema);
    if (OPTIONAL.has(def.type)) required = false;
    if (OPTIONAL.has(def.type) || TRANSPARENT.has(def.type)) schema = def.innerType!;
    // A transform reads the JSON as its input schema describes it.
    else if (def.type === "pipe") schema = def.in!;
    else return { inner: schema, required };
  }
}

/** What a zod schema says a value is. */
export function shapeOfSchema(schema: z.ZodType): Shape {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "object") {
    const fields: Record<string, { required: boolean; shape: Shape }> = {};
    for (const [key, child] of Object.entries(def.shape!)) fields[key] = { required: unwrap(child).required, shape: shapeOfSchema(child) };
    return { kind: "object", fields };
  }
  if (def.type === "array") return { kind: "list", of: shapeOfSchema(def.element!) };
  if (def.type === "enum") return { kind: "value", options: Object.values(def.entries!).map(String) };
  if (def.type === "literal") return { kind: "value", options: def.values!.map(String) };
  return { kind: "value" };
}

type AnyField = Field & { widget?: string; fields?: Field[]; field?: Field; options?: unknown[]; required?: boolean | string[] };

/** Sveltia's select options: plain values or `{ label, value }`. */
const optionValue = (o: unknown) => String(typeof o === "object" && o !== null && "value" in o ? (o as { value: unknown }).value : o);

/** What the editor's fields say a value is. */
export function shapeOfFields(fields: readonly Field[]): Shape {
  const out: Record<string, { required: boolean; shape: Shape }> = {};
  for (const field of fields as AnyField[]) out[field.name] = { required: field.required !== false, shape: shapeOfField(field) };
  return { kind: "object", fields: out };
}

function shapeOfField(field: AnyField): Shape {
  const widget = field.widget ?? "string";
  if (widget === "object") return shapeOfFields(field.fields ?? []);
  if (widget === "list") {
    if (field.fields) return { kind: "list", of: shapeOfFields(field.fields) };
    if (field.field) return { kind: "list", of: shapeOfField(field.field as AnyField) };
    return { kind: "list", of: { kind: "value" } };
  }
  if (widget === "select" && field.options) return { kind: "value", options: field.options.map(optionValue) };
  return { kind: "value" };
}

/**
 * Where two shapes differ, one line each, by path ("hours[].opens: required in the schema, optional
 * in the editor"); empty when they describe the same data.
 */
export function shapeDifferences(schema: Shape, editor: Shape, at = ""): string[] {
  const here = at || "(file)";
  if (schema.kind !== editor.kind) return [`${here}: ${describe(schema)} in the schema, ${describe(editor)} in the editor`];
  if (schema.kind === "list" && editor.kind === "list") return shapeDifferences(schema.of, editor.of, `${at}[]`);
  if (schema.kind === "value" && editor.kind === "value") {
    const a = schema.options?.join(", ");
    const b = editor.options?.join(", ");
    return a !== undefined && a !== b ? [`${here}: the schema allows ${a}, the editor offers ${b ?? "any value"}`] : [];
  }
  if (schema.kind !== "object" || editor.kind !== "object") return [];
  const found: string[] = [];
  const keys = [...new Set([...Object.keys(schema.fields), ...Object.keys(editor.fields)])].sort();
  for (const key of keys) {
    const path = at ? `${at}.${key}` : key;
    const s = schema.fields[key];
    const e = editor.fields[key];
    if (!e) found.push(`${path}: in the schema, not in the editor`);
    else if (!s) found.push(`${path}: in the editor, not in the schema`);
    else {
      if (s.required !== e.required) found.push(`${path}: ${s.required ? "required" : "optional"} in the schema, ${e.required ? "required" : "optional"} in the editor`);
      found.push(...shapeDifferences(s.shape, e.shape, path));
    }
  }
  return found;
}

const describe = (shape: Shape) => (shape.kind === "object" ? "an object" : shape.kind === "list" ? "a list" : "a value");
