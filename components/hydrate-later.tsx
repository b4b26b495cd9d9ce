"use client";

import { Activity, type ReactNode } from "react";

/**
 * Hydrates its children in a pass of their own, after the rest of the page.
 *
 * React hydrates a page in one render and commits it in one task. On a form page that task also
 * evaluated the form's modules (the form, react-hook-form) and attached every field: a long task
 * at Lighthouse's 4x CPU slowdown (docs/performance.md). An `<Activity>` boundary met
 * while hydrating is left as the server's HTML and hydrated at a lower priority afterwards, in
 * React's time-sliced loop, so the form no longer adds to the page's first task.
 *
 * The visitor sees the same HTML (two comment markers around it), and the fields take typing
 * before and during hydration. A click, keystroke or change inside a boundary not yet hydrated
 * makes React hydrate it at once and then handle the event, once the part's code is there (a part
 * still fetching its code, components/near-island.tsx, takes the event as plain HTML). Until then the children's hydration
 * waits: their handlers, refs and effects. So anything the page needs earlier lives outside the
 * boundary (the careers page's Apply links), and a submit with no click or keystroke first
 * (requestSubmit) is held back by the runtime's loader until the form is live
 * (scripts/defer-runtime.mjs).
 *
 * `<Activity>`, not `<Suspense>`: the server renders an Activity boundary in place, while a
 * Suspense boundary of more than 500 bytes after a large shell is moved to the end of the HTML and
 * put back by an inline script (React's progressive outlining), so it would show nothing without
 * JavaScript (e2e/site.spec.ts checks that every page reads without it).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
