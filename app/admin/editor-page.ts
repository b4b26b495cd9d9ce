import { site } from "@/content/site";
import { EDITOR } from "@/lib/routes.mjs";

export const EDITOR_TITLE = `Content editor · ${site.name}`;

/**
 * The editor's page: a document of its own, outside React and the site's layouts, so no public
 * page carries any of it. Sveltia CMS draws the whole editor into <body> from its script and reads
 * its configuration from the <link>. No inline script: the page's policy allows none
 * (scripts/security-headers.mjs, editorContentSecurityPolicy).
 */
export function editorPage(): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${EDITOR_TITLE}</title>`,
    `<link rel="cms-config-url" type="application/yaml" href="${EDITOR.config}">`,
    "</head>",
    "<body>",
    `<script src="${EDITOR.script}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
