/**
 * The owner's photos, read when the site is built: content/photos/photos.json says which photo
 * goes where with its alt text in both languages, and the originals lie beside it (another folder
 * with PHOTOS_DIR). Each original is published only as resized copies, AVIF and WebP with a JPEG
 * fallback at PHOTO_WIDTHS (none wider than the original), made by sharp when `next build` writes
 * app/images/[file]: without the original's metadata (a phone's GPS position), under names that
 * change when the photo does. Pages render them with <Photo> (components/photo.tsx).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PHOTOS_DIR } from "./schema/index";
import { schemaProblems } from "./schema/check";
import { photoFileName, photosSchema, type PhotoEntry } from "./schema/people";

/** The widths (px) each photo is published at: a face on a card at 2x, a phone's column, a phone at 2x, a desktop column at 2x, the widest. */
export const PHOTO_WIDTHS = [240, 480, 800, 1200, 1600] as const;
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export type Photo = PhotoEntry & {
  /** The original's size, upright (a phone's rotation applied). */
  width: number;
  height: number;
  /** The widths it is published at, smallest first. */
  widths: number[];
  /** Its published files' common start: the slot and a hash of the original. */
  base: string;
  original: string;
};

const folder = () => path.resolve(process.cwd(), process.env.PHOTOS_DIR || PHOTOS_DIR);

async function prepare(): Promise<Map<string, Photo>> {
  const dir = folder();
  const list = path.join(dir, "photos.json");
  const data = JSON.parse(readFileSync(list, "utf8"));
  const parsed = photosSchema.safeParse(data);
  // The content check (scripts/check-content.ts) says this first; this is the last guard, in the same words.
  if (!parsed.success) throw new Error(schemaProblems(list, data, photosSchema).join("\n"));
  const photos = new Map<string, Photo>();
  for (const entry of parsed.data.photos as PhotoEntry[]) {
    const original = path.join(dir, photoFileName(entry.file));
    let bytes: Buffer;
    try {
      bytes = readFileSync(original);
    } catch {
      throw new Error(`${list}: ${entry.file} is not in ${dir}: put the photo there, or correct its name.`);
    }
    const { autoOrient } = await sharp(bytes).metadata();
    const { width, height } = autoOrient;
    const widths = PHOTO_WIDTHS.filter((w) => w <= width);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
    photos.set(entry.slot, { ...entry, width, height, widths: widths.length ? widths : [width], base: `${entry.slot}-${hash}`, original });
  }
  return photos;
}

let prepared: Promise<Map<string, Photo>> | undefined;
/** Every photo the owner has placed, by slot (read once per build). */
export const allPhotos = () => (prepared ??= prepare());
export const photoFor = async (slot: string) => (await allPhotos()).get(slot);

export const variantName = (photo: Photo, width: number, format: PhotoFormat) => `${photo.base}-${width}.${format}`;
export const variantUrl = (photo: Photo, width: number, format: PhotoFormat) => `/images/${variantName(photo, width, format)}`;

/** Every published file's name. */
export async function variantNames(): Promise<string[]> {
  return [...(await allPhotos()).values()].flatMap((p) => p.widths.flatMap((w) => PHOTO_FORMATS.map((f) => variantName(p, w, f))));
}

export const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** One published file, made from its original; undefined for a name no photo publishes. */
export async function renderVariant(name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  for (const photo of (await allPhotos()).values()) {
    for (const width of photo.widths) {
      for (const format of PHOTO_FORMATS) {
        if (variantName(photo, width, format) !== name) continue;
        const resized = sharp(readFileSync(photo.original)).rotate().resize({ width, withoutEnlargement: true });
        const encoded = format === "avif" ? resized.avif({ quality: 50, effort: 4 }) : format === "webp" ? resized.webp({ quality: 72 }) : resized.jpeg({ quality: 78, mozjpeg: true });
        return { bytes: await encoded.toBuffer(), type: CONTENT_TYPES[format] };
      }
    }
  }
  return undefined;
}
