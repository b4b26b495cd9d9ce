import type { Page } from "@playwright/test";
import { WHOLE_PAGE } from "../lib/whole-page.mjs";

/**
 * Shows every part of the page that waits until it comes near the screen (content-visibility: auto,
 * app/theme.css), through the page's own switch (lib/whole-page.mjs), as if a visitor had scrolled
 * through it: for a test of the whole page's height or width, or of how all of it looks (axe's
 * contrast checks). Until then such a part counts as its placeholder's height, clips what would
 * overflow it, and is not painted.
 */
export async function showWholePage(page: Page) {
  await page.evaluate((name) => document.documentElement.setAttribute(name, ""), WHOLE_PAGE);
}
