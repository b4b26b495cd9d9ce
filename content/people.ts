/**
 * Who runs the agency (content/people.json), the owner's photos (content/photos/photos.json, read
 * with their files by content/photos.ts) and the public review profiles (content/reviews.json): facts,
 * checked against content/schema/people.ts when the site is built.
 */
import type { Locale } from "./copy";
import peopleData from "./people.json" with { type: "json" };
import reviewsData from "./reviews.json" with { type: "json" };
import type { People, Reviews } from "./schema/people";

// OWNER TO CONFIRM: the founding story, the team's words and the office's (visits welcome, call ahead) on /about (content/pages/about.*.json).
// A list the owner emptied may be left out of its file: none is then none.
export const people: People = { ...peopleData, team: (peopleData as Partial<People>).team ?? [] };
export const reviews: Reviews = { ...(reviewsData as Partial<Reviews>), profiles: (reviewsData as Partial<Reviews>).profiles ?? [] };

/** The owner and the care team as one language shows them; `photo` is each one's photo slot. */
export function teamIn(locale: Locale) {
  return {
    owner: { name: people.owner.name, role: people.owner.title[locale], photo: "owner" },
    members: people.team.map((m) => ({ id: m.id, name: m.name, role: m.role[locale], photo: `team-${m.id}` })),
  };
}
