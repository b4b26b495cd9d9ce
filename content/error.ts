/**
 * The error screen's words in English (app/(en)/error.tsx, app/global-error.tsx), in a module of
 * their own: an error boundary's code is on every page, so it carries these words and no others.
 * The Spanish twin: content/es/error.ts.
 */
export const errorCopy = {
  heading: "Unexpected Application Error!",
  text: "Something went wrong on our side. Please try again, or call us and we'll help right away.",
  retry: "Try again",
  home: "Go back home",
} as const;

export type ErrorCopy = { readonly [K in keyof typeof errorCopy]: string };
