/**
 * The site's illustrations of people until the owner's photos exist: Open Peeps by Pablo Stanley
 * (CC0 1.0, through @dicebear/open-peeps, whose package states the design's licence), drawn inside
 * the logo's three circles. They show no one in particular and never stand for a named person (the
 * owner and team are shown by their initials until their photos come). Written into the export as
 * SVG files by app/images/[file] when the site is built; nothing is drawn in the browser.
 */
import { createAvatar, type Options as CoreOptions } from "@dicebear/core";
import * as openPeeps from "@dicebear/open-peeps";
import { logoCircles } from "@/lib/logo-circles";

type Peep = Partial<openPeeps.Options & CoreOptions>;

/** Three people: an older adult, a caregiver, a family member (the logo's body, heart and community). */
const PEOPLE: readonly Peep[] = [
  { seed: "client", head: ["grayShort"], face: ["smile"], accessories: ["glasses"], accessoriesProbability: 100, facialHairProbability: 0, skinColor: ["d08b5b"], clothingColor: ["e78276"], headContrastColor: ["e0ddd5"] },
  { seed: "caregiver", head: ["bun2"], face: ["cute"], accessoriesProbability: 0, facialHairProbability: 0, skinColor: ["edb98a"], clothingColor: ["78e185"], headContrastColor: ["2c1b18"] },
  { seed: "family", head: ["short3"], face: ["calm"], accessoriesProbability: 0, facialHairProbability: 0, skinColor: ["ae5d29"], clothingColor: ["9ddadb"], headContrastColor: ["2c1b18"] },
];
const TINTS = ["#d5f1ee", "#fde9e1", "#effaf9"];
const R = 120;
/** The logo's arrangement, drawn apart so each face is whole: two circles above, one below between them. */
const CENTRES = [
  [R + 4, R + 4],
  [3 * R - 16, R + 4],
  [2 * R - 6, 3 * R - 36],
] as const;
const WIDTH = 4 * R - 12;
const HEIGHT = 4 * R - 32;

/** The logo's circles, each holding one person, on a transparent background. */
function circlesOfPeople(): string {
  const parts = logoCircles.map((c, i) => {
    const [cx, cy] = CENTRES[i];
    const size = 2.3 * R;
    const avatar = createAvatar(openPeeps, { ...PEOPLE[i], randomizeIds: true, size }).toString();
    // The avatar's own <svg>, head centred in the circle, which clips it.
    const placed = avatar.replace("<svg ", `<svg x="${cx - size / 2}" y="${cy - size * 0.42}" `);
    return (
      `<clipPath id="c${i}"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>` +
      `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${TINTS[i]}"/>` +
      `<g clip-path="url(#c${i})">${placed}</g>` +
      `<circle cx="${cx}" cy="${cy}" r="${R - 2}" fill="none" stroke="${c.fill}" stroke-width="4"/>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${parts.join("")}</svg>`;
}

export const ILLUSTRATIONS = {
  "people.svg": { width: WIDTH, height: HEIGHT, draw: circlesOfPeople },
} as const;
export type Illustration = keyof typeof ILLUSTRATIONS;
export const illustrationUrl = (name: Illustration) => `/images/${name}`;
