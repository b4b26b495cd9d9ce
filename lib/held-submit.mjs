// @ts-self-types="./held-submit.d.mts"
/**
 * The contract between the runtime's loader (scripts/defer-runtime.mjs) and the forms React takes
 * over later. Until a form carries LIVE the loader stops its native submit and marks it HELD; the
 * form's component answers that submit once it is live. Plain JavaScript so the post-build script
 * imports it as it is; the CSS side reads the same name (`group-data-pending/form:`).
 */
export const LIVE = "data-live";
export const HELD = "data-pending";

/** Marks a form as React's now; tells whether a submit was held before then (the mark stays). */
export function goLive(form) {
  form.setAttribute(LIVE, "");
  return form.hasAttribute(HELD);
}
