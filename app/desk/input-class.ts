/**
 * The desk's text inputs and selects: the look of the site's forms (components/form/input-class.ts),
 * written here rather than imported, so that no module the public pages' chunks carry is shared with
 * the desk (sharing one moved it into a chunk of its own and changed every form page's first load).
 */
export const inputClass =
  "block w-full min-h-12 rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-lg text-ink aria-[invalid=true]:border-danger";
