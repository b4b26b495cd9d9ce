/** The text inputs' look, shared by the forms and the small islands (estimator, ZIP check) without the forms' copy. */
export const inputClass =
  "block w-full min-h-12 rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-lg text-ink aria-[invalid=true]:border-danger";
