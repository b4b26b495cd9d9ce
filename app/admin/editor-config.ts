/**
 * The content editor's configuration (Sveltia CMS), served as /admin/config.yml
 * (app/admin/config.yml/route.ts). It is written here rather than as a YAML file so that the type
 * checker holds it to Sveltia's published types and the test (editor-config.test.ts) can compare
 * it with the content schemas field by field.
 *
 * Two kinds of data file:
 * - words in both languages, `{ "en": {…}, "es": {…same keys} }`: one file holds both languages
 *   (i18n structure `single_file`), every field is translatable and required in both, so the
 *   editor shows English and Spanish side by side and will not save one without the other;
 * - facts with no language (phones, rates, hours, ZIP codes): plain JSON, no i18n.
 */
import type { CmsConfig, Field, FileCollection } from "@sveltia/cms";
import { EDITOR } from "@/lib/routes.mjs";

/**
 * THE OWNER SETS THESE TWO: the site's repository on GitHub ("owner/name") and the branch the
 * site is published from. Only the GitHub sign-in uses them; "Work with Local Repository" edits
 * the folder you pick on your own computer (docs/deploy.md, "Editing the content").
 */
export const GITHUB_REPO = "your-github-user/vitalhealth-site";
export const GITHUB_BRANCH = "main";
/**
 * AND, FOR "SIGN IN WITH GITHUB" (rather than a personal access token), the address of the sign-in
 * service the owner deploys (Sveltia CMS Authenticator, a Cloudflare Worker), e.g.
 * "https://sveltia-cms-auth.<subdomain>.workers.dev". Left unset, Sveltia uses Netlify's, which
 * works only for a site hosted on Netlify with GitHub connected there.
 */
export const GITHUB_AUTH_URL: string | undefined = undefined;

export const LOCALES = ["en", "es"] as const;

/** A text field, required (in both languages when the file is translated). */
const text = (name: string, label: string, hint?: string): Field => ({ name, label, widget: "string", required: true, ...(hint ? { hint } : {}) });

/** The id that pairs a list item in English with its Spanish counterpart. */
const pairingId: Field = { ...text("id", "Id", "The same id in English and in Spanish pairs the two items; keep it as it is when translating."), i18n: true };

/** Words in both languages. Each file is `content/<name>.json` with `en` and `es` of the same keys. */
const words: FileCollection = {
  name: "words",
  label: "Words (English and Spanish)",
  format: "json",
  i18n: true,
  // No preview pane: on a computer the editor then shows the other language beside the first.
  editor: { preview: false },
  files: [
    {
      name: "greeting",
      label: "Greeting (example)",
      file: "e2e/fixtures/cms/content/greeting.json",
      i18n: true,
      fields: [
        { ...text("title", "Title"), i18n: true },
        { name: "intro", label: "Introduction", widget: "text", required: true, i18n: true },
        { name: "steps", label: "Steps", widget: "list", required: true, i18n: true, fields: [pairingId, { ...text("label", "Label"), i18n: true }] },
      ],
    },
  ],
};

/** Facts with no language. */
const facts: FileCollection = {
  name: "facts",
  label: "Facts (phones, rates, hours, ZIP codes)",
  format: "json",
  // A preview of data is the form again: the whole width goes to the fields.
  editor: { preview: false },
  files: [
    {
      name: "office",
      label: "Office (example)",
      file: "e2e/fixtures/cms/content/office.json",
      fields: [
        text("phone", "Phone", 'As people read it: "(858) 555-0100".'),
        { name: "rate", label: "Hourly rate (dollars)", widget: "number", value_type: "float", required: true },
        { name: "zips", label: "ZIP codes", widget: "list", required: true },
        {
          name: "hours",
          label: "Office hours",
          widget: "list",
          required: true,
          fields: [
            { name: "day", label: "Day", widget: "select", required: true, options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] },
            { name: "opens", label: "Opens (HH:MM)", widget: "string", required: false },
            { name: "closes", label: "Closes (HH:MM)", widget: "string", required: false },
          ],
        },
      ],
    },
  ],
};

export const editorConfig: CmsConfig = {
  backend: { name: "github", repo: GITHUB_REPO, branch: GITHUB_BRANCH, ...(GITHUB_AUTH_URL ? { base_url: GITHUB_AUTH_URL } : {}) },
  app_title: "VitalHealth content editor",
  // Uploaded images would go here; no collection has an image field yet.
  media_folder: "public/images/uploads",
  public_folder: "/images/uploads",
  i18n: { structure: "single_file", locales: [...LOCALES], default_locale: "en" },
  collections: [words, facts],
};

/**
 * The file Sveltia fetches: JSON is YAML too (a YAML 1.2 parser reads it as it is), with a comment
 * on where it comes from.
 */
export function editorConfigYaml(config: CmsConfig = editorConfig): string {
  return `# Generated from app/admin/editor-config.ts at build time; edit that file, not this one.\n# Served at ${EDITOR.config}.\n${JSON.stringify(config, null, 2)}\n`;
}
