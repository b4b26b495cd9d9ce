// @ts-self-types="./js-budget.d.mts"
/**
 * The first-load JS budgets (gzip bytes, as scripts/first-load.mjs counts them), which the audit
 * holds every page to (scripts/audit.mjs):
 * - a page without a form: a bare Next page built with the same Next (scripts/bare-next.mjs) plus
 *   the site's own code on such a page (the shell, the header's menu, the islands' loader), ≤ 7 KB.
 *   What Next itself ships moves with the installed version; only the site's bytes meet the limit.
 *   (Before, the reference was a constant, a bare Next 16.4 page rounded, plus 5 %: measured against
 *   a bare page built with 16.4.5, that left the site about as much of its own; docs/performance.md.)
 * - a form page: ≤ 45 KB over the heaviest content page (react-hook-form and the form's flow).
 */
export const SITE_OWN_JS_BYTES = 7 * 1024;
export const FORM_OVER_CONTENT_BYTES = 45 * 1024;

/** What a page without a form may load first, given a bare Next page's bytes. */
export const contentJsBudget = (bareBytes) => bareBytes + SITE_OWN_JS_BYTES;

/**
 * The budget each page misses, one line per page: `pages` are { route, jsBytes, form, content }
 * (`content`: a page whose bytes set the form pages' reference, such as /about).
 */
export function jsBudgetProblems(pages, bareBytes) {
  const limit = contentJsBudget(bareBytes);
  const contentJs = Math.max(...pages.filter((p) => p.content).map((p) => p.jsBytes));
  return pages.flatMap((p) => {
    if (!p.form) return p.jsBytes > limit ? [`${p.route}: first-load JS ${p.jsBytes} B > ${limit} B (a bare Next page's ${bareBytes} B + ${SITE_OWN_JS_BYTES} B of the site's own)`] : [];
    return p.jsBytes - contentJs > FORM_OVER_CONTENT_BYTES ? [`${p.route}: first-load JS ${p.jsBytes - contentJs} B over content pages > ${FORM_OVER_CONTENT_BYTES} B`] : [];
  });
}
