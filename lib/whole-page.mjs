// @ts-self-types="./whole-page.d.mts"
/**
 * A page's sections after its first wait until they come near the screen before they are styled,
 * laid out and painted (content-visibility: auto, app/theme.css): until then each counts as a
 * placeholder's height. A jump to a place further down (a #fragment, a link to one, the booking
 * buttons' scroll) measured over placeholders would land where the page was before they showed, up
 * to hundreds of pixels off, so it first shows the whole page: WHOLE_PAGE on <html> turns the rule off.
 * The loader sets it for a page opened at a #fragment and for a click on a link to a place on the
 * same page (scripts/defer-runtime.mjs); lib/scroll.ts before the booking scroll; e2e/whole-page.ts before a test measures the whole page. Plain JavaScript
 * so the post-build script imports it as it is; app/theme.css names the same attribute.
 */
export const WHOLE_PAGE = "data-whole-page";

