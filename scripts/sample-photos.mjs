#!/usr/bin/env node
/**
 * Makes a photos folder of sample photos for tests: each a generated picture (soft colour fields
 * and noise, so it compresses like a photograph), never a photo of anyone. One per slot the site
 * has, in the shapes a phone gives (landscape and portrait, JPEG and PNG, one with an EXIF
 * rotation), with alt text in both languages; then photos.json naming them.
 *
 *   node scripts/sample-photos.mjs DIR
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The slots, each with an original's size and format. */
export const SAMPLES = [
  { slot: "hero", file: "hero.jpg", width: 2400, height: 1600, hue: [15, 118, 110] },
  { slot: "owner", file: "owner.jpg", width: 1200, height: 1500, hue: [180, 63, 28], rotate: true },
  { slot: "office", file: "office.png", width: 1800, height: 1200, hue: [9, 74, 70] },
  { slot: "caregivers", file: "caregivers.jpg", width: 1600, height: 1067, hue: [120, 90, 60] },
];

/** A picture with the texture of a photograph: a gradient of `hue` and fine noise. */
async function picture({ width, height, hue }) {
  const [r, g, b] = hue;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${255 - r / 2},${240 - g / 3},${220 - b / 3})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.25}" fill="#fff" fill-opacity="0.35"/></svg>`;
  // Detail at a few scales, as a photograph has (fine grain alone an encoder smooths away to nothing).
  const noiseAt = async (scale, sigma) =>
    sharp(await sharp({ create: { width: Math.ceil(width / scale), height: Math.ceil(height / scale), channels: 3, noise: { type: "gaussian", mean: 128, sigma } } }).png().toBuffer())
      .resize(width, height, { kernel: "cubic" })
      .png()
      .toBuffer();
  const layers = [
    { input: await noiseAt(8, 50), blend: "overlay" },
    { input: await noiseAt(2, 35), blend: "soft-light" },
  ];
  return sharp(await sharp(Buffer.from(svg)).composite(layers).png().toBuffer());
}

export async function makeSamplePhotos(dir, { team = JSON.parse(readFileSync(path.join(root, "content/people.json"), "utf8")).team } = {}) {
  mkdirSync(dir, { recursive: true });
  const samples = [...SAMPLES, ...team.map((m, i) => ({ slot: `team-${m.id}`, file: `team-${m.id}.jpg`, width: 900, height: 900, hue: [60 + i * 50, 120, 140] }))];
  for (const s of samples) {
    const image = await picture(s);
    // Stored the way a phone stores a portrait: sideways, with an EXIF orientation saying so.
    const shaped = s.rotate ? sharp(await image.rotate(-90).jpeg().toBuffer()).withMetadata({ orientation: 6 }) : image;
    await (s.file.endsWith(".png") ? shaped.png() : shaped.jpeg({ quality: 92 })).toFile(path.join(dir, s.file));
  }
  const photos = samples.map((s) => ({ slot: s.slot, file: s.file, alt: { en: `Sample photo for ${s.slot}`, es: `Foto de muestra para ${s.slot}` } }));
  writeFileSync(path.join(dir, "photos.json"), JSON.stringify({ photos }, null, 2) + "\n");
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: node scripts/sample-photos.mjs DIR");
  await makeSamplePhotos(path.resolve(dir));
  console.log(`[sample-photos] ${dir}`);
}
