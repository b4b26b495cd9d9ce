/** Types for scripts/html-tags.mjs (used by the post-build steps, unit-tested with Jest). */
export interface StartTag {
  name: string;
  attrs: [name: string, value: string][];
  offset: number;
}
export function startTags(html: string): Generator<StartTag, void, undefined>;
