/**
 * The icons content may name ("heart", "shield-check"): components/icon.tsx draws each, and the
 * compiler refuses a name it cannot draw, or an icon no name here reaches; the content check
 * refuses a data file naming another.
 */
export const ICON_NAMES = [
  "activity",
  "arrow-right",
  "award",
  "badge-check",
  "brain",
  "briefcase",
  "calendar-check",
  "calendar-clock",
  "chevron-down",
  "circle-check",
  "clipboard-list",
  "clock",
  "coffee",
  "file-down",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "heart",
  "heart-handshake",
  "heart-pulse",
  "hospital",
  "house",
  "house-plus",
  "mail",
  "map-pin",
  "message-circle",
  "navigation",
  "phone",
  "phone-call",
  "shield-check",
  "shield-plus",
  "smile",
  "sparkles",
  "sprout",
  "star",
  "stethoscope",
  "timer",
  "trending-up",
  "user-check",
  "users",
  "users-round",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Words read from a data file, with each `icon` typed as one the site draws: the content check
 * (content/schema/pages.ts) holds every icon of those files to ICON_NAMES before anything is built.
 */
export type Iconed<T> = T extends readonly (infer U)[]
  ? readonly Iconed<U>[]
  : T extends object
    ? { readonly [K in keyof T]: K extends "icon" ? IconName : Iconed<T[K]> }
    : T;
