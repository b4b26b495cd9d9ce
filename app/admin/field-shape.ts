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
  | { kind: "value"; options?: string[] }
  /** One of several objects, told apart by the value of `key` (zod's discriminated union; Sveltia's object with `types`). */
  | { kind: "union"; key: string; types: Record<string, Shape> };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Wrappers that let a value be left out: optional and default (the key may be missing), nullable
 * (the value may be null, which is what Sveltia writes for an optional object left empty).
 */
const OPTIONAL = new Set(["optional", "default", "prefault", "nullable"]);
/** Wrappers that change nothing about the stored JSON. */
const TRANSPARENT = new Set(["readonly", "catch", "nonoptional"]);

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
  // A record keyed by an enum holds every key (zod 4): an object with those keys.
  if (def.type === "record" && defOf(def.keyType!).type === "enum") {
    const value = { required: true, shape: shapeOfSchema(def.valueType!) };
    return { kind: "object", fields: Object.fromEntries(Object.values(defOf(def.keyType!).entries!).map((k) => [String(k), value])) };
  }
  // A union of objects without a key telling them apart (one or the other set of fields): one
  // object, each field required only if every option requires it.
  if (def.type === "union" && !def.discriminator && def.options!.every((o) => shapeOfSchema(o).kind === "object")) {
    const options = def.options!.map((o) => shapeOfSchema(o) as Extract<Shape, { kind: "object" }>);
    const fields: Record<string, { required: boolean; shape: Shape }> = {};
    for (const o of options) for (const [key, f] of Object.entries(o.fields)) fields[key] ??= { required: options.every((x) => x.fields[key]?.required), shape: f.shape };
    return { kind: "object", fields };
  }
  if (def.type === "union" && def.discriminator) {
    const key = def.discriminator;
    const types: Record<string, Shape> = {};
    for (const option of def.options!) {
      const shape = shapeOfSchema(option);
      if (shape.kind !== "object") continue;
      const { [key]: tag, ...fields } = shape.fields;
      for (const name of tag?.shape.kind === "value" ? (tag.shape.options ?? []) : []) types[name] = { kind: "object", fields };
    }
    return { kind: "union", key, types };
  }
  return { kind: "value" };
}

type AnyField = Field & {
  widget?: string;
  fields?: Field[];
  field?: Field;
  options?: unknown[];
  multiple?: boolean;
  default?: unknown;
  types?: { name: string; fields?: Field[] }[];
  typeKey?: string;
  required?: boolean | string[];
};

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
  if (widget === "object" && field.types) return { kind: "union", key: field.typeKey ?? "type", types: Object.fromEntries(field.types.map((t) => [t.name, shapeOfFields(t.fields ?? [])])) };
  if (widget === "object") return shapeOfFields(field.fields ?? []);
  if (widget === "list") {
    if (field.fields) return { kind: "list", of: shapeOfFields(field.fields) };
    if (field.field) return { kind: "list", of: shapeOfField(field.field as AnyField) };
    return { kind: "list", of: { kind: "value" } };
  }
  if (widget === "select" && field.options) {
    const value: Shape = { kind: "value", options: field.options.map(optionValue) };
    return field.multiple ? { kind: "list", of: value } : value;
  }
  // A hidden field keeps its default: the one value the schema allows.
  if (widget === "hidden" && field.default !== undefined) return { kind: "value", options: [String(field.default)] };
  return { kind: "value" };
}

/**
 * Where two shapes differ, one line each, by path ("hours[].opens: required in the schema, optional
 * in the editor"); empty when they describe the same data.
 */
export function shapeDifferences(schema: Shape, editor: Shape, at = ""): string[] {
  const here = at || "(file)";
  // The editor may hold a choice of objects as one object: the key a choice, every other field
  // there, required only where every kind requires it.
  if (schema.kind === "union" && editor.kind === "object") return shapeDifferences(flattenUnion(schema), editor, at);
  if (schema.kind !== editor.kind) return [`${here}: ${describe(schema)} in the schema, ${describe(editor)} in the editor`];
  if (schema.kind === "list" && editor.kind === "list") return shapeDifferences(schema.of, editor.of, `${at}[]`);
  if (schema.kind === "union" && editor.kind === "union") {
    if (schema.key !== editor.key) return [`${here}: told apart by "${schema.key}" in the schema, by "${editor.key}" in the editor`];
    const names = [...new Set([...Object.keys(schema.types), ...Object.keys(editor.types)])].sort();
    return names.flatMap((name) => {
      const where = `${at}<${schema.key}=${name}>`;
      if (!editor.types[name]) return [`${where}: in the schema, not in the editor`];
      if (!schema.types[name]) return [`${where}: in the editor, not in the schema`];
      return shapeDifferences(schema.types[name], editor.types[name], where);
    });
  }
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

/** The shape without the keys at `paths` ("a", "list[].b", "obj.c"). */
export function withoutKeys(shape: Shape, paths: readonly string[]): Shape {
  if (paths.length === 0) return shape;
  if (shape.kind === "list") return { kind: "list", of: withoutKeys(shape.of, paths.filter((p) => p.startsWith("[]")).map((p) => p.slice(2).replace(/^\./, ""))) };
  if (shape.kind !== "object") return shape;
  const fields: Record<string, { required: boolean; shape: Shape }> = {};
  for (const [key, f] of Object.entries(shape.fields)) {
    if (paths.includes(key)) continue;
    const below = paths.filter((p) => p.startsWith(`${key}.`) || p.startsWith(`${key}[]`)).map((p) => p.slice(key.length).replace(/^\./, ""));
    fields[key] = { ...f, shape: withoutKeys(f.shape, below) };
  }
  return { kind: "object", fields };
}

/** A choice of objects as one object: its key a choice of the kinds, each other field required only if every kind requires it. */
export function flattenUnion(union: Extract<Shape, { kind: "union" }>): Shape {
  const kinds = Object.values(union.types).map((t) => (t.kind === "object" ? t.fields : {}));
  const fields: Record<string, { required: boolean; shape: Shape }> = { [union.key]: { required: true, shape: { kind: "value", options: Object.keys(union.types) } } };
  for (const kind of kinds) for (const [key, f] of Object.entries(kind)) fields[key] ??= { required: kinds.every((k) => k[key]?.required), shape: f.shape };
  return { kind: "object", fields };
}

const describe = (shape: Shape) => ({ object: "an object", list: "a list", value: "a value", union: "one of several objects" })[shape.kind];
