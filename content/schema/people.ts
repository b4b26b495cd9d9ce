/**
 * Who runs the agency, the owner's photos and the public review profiles: facts, the same in every
 * language, each file in one piece (content/people.json, content/photos/photos.json,
 * content/reviews.json). What is said about a person in each language sits beside it as `{ en, es }`,
 * as in the glossary, so a photo or a role can never have one language and not the other.
 */
import { z } from "zod";
import { text } from "./words.ts";

const day = z.iso.date({ error: 'Write a date as "YYYY-MM-DD".' });
const id = z.string().regex(/^[a-z0-9-]+$/, "An id is lower-case letters, digits and dashes.");
/** Words in both of the site's languages. */
const bothLanguages = z.object({ en: text, es: text }).strict();
const toConfirm = z.array(z.object({ field: z.string().min(1), why: z.string().min(1) }).strict()).optional();

export const peopleSchema = z
  .object({
    ownerToConfirm: toConfirm,
    /** The year the agency first served a family. */
    founded: z.number().int().min(1900, "Write the year as four digits, e.g. 2019.").max(2100, "Write the year as four digits, e.g. 2019."),
    owner: z.object({ name: text, title: bothLanguages }).strict(),
    /** The care team /about introduces (the owner aside): each person's role in both languages. */
    team: z.array(z.object({ id, name: text, role: bothLanguages }).strict()).default([]),
  })
  .strict()
  .superRefine((people, ctx) => {
    const seen = new Set<string>();
    people.team.forEach((m, i) => {
      if (seen.has(m.id)) ctx.addIssue({ code: "custom", path: ["team", i, "id"], message: `Another team member already has the id "${m.id}".` });
      seen.add(m.id);
    });
  });
export type People = z.infer<typeof peopleSchema>;

/**
 * Where a photo is shown: the Home page's first screen, the owner and each team member on /about
 * (`team-<their id>`), the office (/about), caregivers at work (/services).
 */
export const PHOTO_SLOTS = ["hero", "owner", "office", "caregivers"] as const;
export const TEAM_SLOT_PREFIX = "team-";
const slot = z.string().refine((s) => (PHOTO_SLOTS as readonly string[]).includes(s) || /^team-[a-z0-9-]+$/.test(s), {
  message: `Say where the photo goes: ${PHOTO_SLOTS.join(", ")}, or team- followed by a team member's id (content/people.json).`,
});
/** The formats sharp reads that a camera or phone gives. */
/** The editor may write the name with a leading "/" (its public folder is the photos folder itself). */
export const PHOTO_FILE = /^\/?[A-Za-z0-9][A-Za-z0-9._-]*\.(jpe?g|png|webp|avif|tiff?)$/i;
/** The file's name in the photos folder. */
export const photoFileName = (file: string) => file.replace(/^\//, "");

/** What a photo shows, for people who cannot see it: required in each language (a problem names the photo's file). */
const altIn = (language: string) => z.string({ error: `Say what the photo shows, in ${language}, for people who cannot see it.` }).trim().min(1, `Say what the photo shows, in ${language}, for people who cannot see it.`);

const photo = z
  .object({
    slot,
    /** The original, in the photos folder (content/photos/); it is never published itself. */
    file: z.string().regex(PHOTO_FILE, "Name a photo in the photos folder: a .jpg, .png, .webp, .avif or .tif file, without folders (save an iPhone's HEIC photo as JPEG first)."),
    alt: z.object({ en: altIn("English"), es: altIn("Spanish") }, { error: "Say what the photo shows, in English and in Spanish, for people who cannot see it." }).strict(),
  })
  .strict();

export const photosSchema = z
  .object({ photos: z.array(photo).default([]) })
  .strict()
  .superRefine(({ photos }, ctx) => {
    const seen = new Set<string>();
    photos.forEach((p, i) => {
      if (seen.has(p.slot)) ctx.addIssue({ code: "custom", path: ["photos", i, "slot"], message: `${p.file}: another photo already fills "${p.slot}"; each place shows one photo.` });
      seen.add(p.slot);
    });
  });
export type PhotoEntry = z.infer<typeof photo>;
export type Photos = z.infer<typeof photosSchema>;

/** The review sites a family can check a rating on. */
export const REVIEW_SITES = ["google", "caring.com", "yelp", "facebook"] as const;

/**
 * A public profile's rating as the owner read it there, with its count and the day it was read:
 * shown with its source, and in the structured data only then.
 */
export const reviewsSchema = z
  .object({
    ownerToConfirm: toConfirm,
    profiles: z
      .array(
      z
        .object({
          site: z.enum(REVIEW_SITES, { error: `Name the review site: ${REVIEW_SITES.join(", ")}.` }),
          url: z.url({ protocol: /^https$/, error: "Give the profile's https:// address, where families can read the reviews." }),
          rating: z.number().min(1, "A rating is between 1 and 5.").max(5, "A rating is between 1 and 5."),
          count: z.number().int().min(1, "How many reviews the rating is the average of (at least 1)."),
          /** The day the rating and count were read on the profile. */
          asOf: day,
        })
        .strict(),
      )
      .default([]),
  })
  .strict();
export type Reviews = z.infer<typeof reviewsSchema>;
