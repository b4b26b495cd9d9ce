/**
 * Checks the content data files against their schemas, and each translation against its English,
 * and says every problem as "file: field: reason", so an owner or translator who broke a file sees
 * where and why. The build runs it first (scripts/check-content.ts); Jest runs it on the real files
 * and on broken copies of them.
 */
import type { ZodType } from "zod";
import { slotsOf } from "../../supabase/functions/_shared/template.ts";
import { contentFiles, PEOPLE_FILE, PHOTOS_DIR, PHOTOS_FILE, references, translations } from "./index.ts";
import { photoFileName, photosSchema, TEAM_SLOT_PREFIX, type People, type Photos } from "./people.ts";

/** A field's place in a file, as a person would look for it: `phones.main.tel`, `home[1].source`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((at, key) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), "") || "(the whole file)";
}

/** An issue in words: zod's "expected string, received undefined" is a missing field. */
function reason(issue: { code: string; message: string; expected?: unknown }): string {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return `missing (a ${String(issue.expected)} is needed here).`;
  return issue.message;
}

/** The file an item on the path names (a photo's original), so a problem says which photo it is. */
function namedFile(value: unknown, path: readonly PropertyKey[]): string | undefined {
  let named: string | undefined;
  let at = value;
  for (const key of path) {
    at = (at as Record<PropertyKey, unknown> | undefined)?.[key as string];
    if (typeof key === "number" && typeof (at as { file?: unknown } | undefined)?.file === "string") named = (at as { file: string }).file;
  }
  return named;
}

/** The file's problems against its schema; none when it holds. */
export function schemaProblems(file: string, value: unknown, schema: ZodType): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const named = namedFile(value, issue.path);
    return `${file}: ${fieldPath(issue.path)}${named ? ` (${named})` : ""}: ${reason(issue)}`;
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const idOf = (v: unknown) => (isObject(v) && typeof v.id === "string" ? v.id : undefined);

/**
 * Where a translation's keys differ from the English: the same fields at every level, and list
 * items paired by their `id` (never by position), with each pair compared in turn; a list of
 * groups without ids (cards, steps) or of texts (paragraphs) holds as many items as the English,
 * each compared with the one in its place (its own words, and its facts and slots the same). `facts` names the
 * fields that are no words (a name, a rating, a source): those must hold the same value.
 */
export function pairingProblems(
  enFile: string,
  en: unknown,
  file: string,
  translation: unknown,
  facts: ReadonlySet<string> = new Set(),
  path: PropertyKey[] = [],
): string[] {
  const at = (key?: PropertyKey) => fieldPath(key === undefined ? path : [...path, key]);
  if (isObject(en)) {
    if (!isObject(translation)) return [`${file}: ${at()}: must be a group of fields, as in ${enFile}.`];
    const missing = Object.keys(en).filter((k) => !(k in translation)).map((k) => `${file}: ${at(k)}: missing; ${enFile} has it.`);
    const extra = Object.keys(translation).filter((k) => !(k in en)).map((k) => `${file}: ${at(k)}: not in ${enFile}; remove it or add it there.`);
    const shared = Object.keys(en)
      .filter((k) => facts.has(k) && k in translation && JSON.stringify(en[k]) !== JSON.stringify(translation[k]))
      .map((k) => `${file}: ${at(k)}: differs from ${enFile}; it is a fact, not a word, so it must be the same in every language.`);
    const nested = Object.keys(en)
      .filter((k) => k in translation && !facts.has(k))
      .flatMap((k) => pairingProblems(enFile, en[k], file, translation[k], facts, [...path, k]));
    return [...missing, ...extra, ...shared, ...nested];
  }
  if (Array.isArray(en) && en.some((item) => idOf(item) !== undefined)) {
    if (!Array.isArray(translation)) return [`${file}: ${at()}: must be a list, as in ${enFile}.`];
    const theirs = new Map(translation.map((item) => [idOf(item), item]));
    const ours = new Set(en.map(idOf));
    const missing = en.filter((item) => !theirs.has(idOf(item))).map((item) => `${file}: ${at()}: no item with id "${idOf(item)}"; ${enFile} has one.`);
    const extra = translation.filter((item) => !ours.has(idOf(item))).map((item) => `${file}: ${at()}: the item with id "${idOf(item)}" is not in ${enFile}.`);
    const nested = en.flatMap((item, i) =>
      theirs.has(idOf(item)) ? pairingProblems(enFile, item, file, theirs.get(idOf(item)), facts, [...path, i]) : [],
    );
    return [...missing, ...extra, ...nested];
  }
  // A list with no ids (a page's cards or steps, a list of paragraphs): the same number, each with
  // the fields, the facts (an icon, a link) and the slots of the English one in its place.
  if (Array.isArray(en) && en.length > 0 && (en.every(isObject) || en.every((t) => typeof t === "string"))) {
    if (!Array.isArray(translation)) return [`${file}: ${at()}: must be a list, as in ${enFile}.`];
    if (translation.length !== en.length) return [`${file}: ${at()}: has ${translation.length} items where ${enFile} has ${en.length}; translate each, add or remove none.`];
    return en.flatMap((item, i) => pairingProblems(enFile, item, file, translation[i], facts, [...path, i]));
  }
  if (typeof en === "string" && typeof translation === "string") {
    const [ours, theirs] = [slotsOf(en).join(", "), slotsOf(translation).join(", ")];
    if (ours !== theirs) return [`${file}: ${at()}: fills the slots {${theirs}} where ${enFile} fills {${ours}}; use the same names.`];
  }
  return [];
}

/** The items a path names: "payers.items[].links" is every link of every payer. */
function itemsAt(value: unknown, path: string): unknown[] {
  return path.split(".").reduce<unknown[]>((found, step) => {
    const key = step.replace(/\[\]$/, "");
    const next = found.map((v) => (isObject(v) ? v[key] : undefined));
    return step.endsWith("[]") ? next.flatMap((v) => (Array.isArray(v) ? v : [])) : next;
  }, [value]).flatMap((v) => (Array.isArray(v) ? v : []));
}

/** Where a file of words and its file of facts do not speak of the same items. */
export function referenceProblems(wordsFile: string, words: unknown, list: string, factsFile: string, facts: unknown, factList: string): string[] {
  const said = new Set(itemsAt(words, list).map(idOf));
  const known = new Set(itemsAt(facts, factList).map(idOf));
  return [
    ...[...said].filter((id) => !known.has(id)).map((id) => `${wordsFile}: ${list}: the item with id "${id}" has no fact in ${factsFile} (${factList}).`),
    ...[...known].filter((id) => !said.has(id)).map((id) => `${wordsFile}: ${list}: no words for the item with id "${id}" of ${factsFile} (${factList}).`),
  ];
}

/** Reads a data file's text by its path from the project's root; undefined when there is no such file. */
/** Each photo's original is in the folder, and a team member's photo names a member of the team. */
async function photoProblems(read: ReadFile, dir: string, { photos = [] }: Partial<Photos>, team: readonly { id: string }[]): Promise<string[]> {
  const file = `${dir}/photos.json`;
  const problems: string[] = [];
  for (const [i, p] of photos.entries()) {
    if ((await read(`${dir}/${photoFileName(p.file)}`)) === undefined) problems.push(`${file}: photos[${i}].file: ${p.file} is not in ${dir}/: put the photo there, or correct its name.`);
    const member = p.slot.startsWith(TEAM_SLOT_PREFIX) ? p.slot.slice(TEAM_SLOT_PREFIX.length) : undefined;
    if (member !== undefined && !team.some((m) => m.id === member)) {
      problems.push(`${file}: photos[${i}].slot: ${p.file} is for "${p.slot}", but ${PEOPLE_FILE} has no team member "${member}".`);
    }
  }
  return problems;
}

export type ReadFile = (file: string) => Promise<string | undefined>;

async function load(read: ReadFile, file: string): Promise<{ value?: unknown; problems: string[] }> {
  const text = await read(file);
  if (text === undefined) return { problems: [`${file}: (the whole file): missing.`] };
  try {
    return { value: JSON.parse(text), problems: [] };
  } catch (error) {
    return { problems: [`${file}: (the whole file): not valid JSON (${(error as Error).message}).`] };
  }
}

/**
 * Every problem in the project's content data; an empty list when all of it holds.
 * `photosDir`: the photos folder the site is built with (PHOTOS_DIR; content/photos by default), whose
 * photos.json must name files that are in it, and team members content/people.json lists.
 */
export async function contentProblems(read: ReadFile, { photosDir = PHOTOS_DIR }: { photosDir?: string } = {}): Promise<string[]> {
  const problems: string[] = [];
  const photosFile = `${photosDir}/photos.json`;
  if (photosFile !== PHOTOS_FILE) {
    const { value, problems: loading } = await load(read, photosFile);
    problems.push(...loading, ...(loading.length ? [] : schemaProblems(photosFile, value, photosSchema)));
  }
  const [photos, people] = [await load(read, photosFile), await load(read, PEOPLE_FILE)];
  if (!photos.problems.length && !people.problems.length && photosSchema.safeParse(photos.value).success) {
    problems.push(...(await photoProblems(read, photosDir, photos.value as Photos, (people.value as People).team ?? [])));
  }
  for (const { file, schema } of contentFiles) {
    const { value, problems: loading } = await load(read, file);
    problems.push(...loading, ...(loading.length ? [] : schemaProblems(file, value, schema)));
  }
  for (const { files, schema, facts = [] } of translations) {
    const [enFile, ...others] = files;
    const en = await load(read, enFile);
    problems.push(...en.problems, ...(en.problems.length ? [] : schemaProblems(enFile, en.value, schema)));
    for (const file of others) {
      const { value, problems: loading } = await load(read, file);
      problems.push(...loading);
      if (loading.length) continue;
      problems.push(...schemaProblems(file, value, schema));
      if (!en.problems.length) problems.push(...pairingProblems(enFile, en.value, file, value, new Set(facts)));
    }
  }
  for (const ref of references) {
    const [words, facts] = [await load(read, ref.words), await load(read, ref.facts)];
    if (!words.problems.length && !facts.problems.length) problems.push(...referenceProblems(ref.words, words.value, ref.list, ref.facts, facts.value, ref.factList));
  }
  return problems;
}
