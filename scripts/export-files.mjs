// @ts-self-types="./export-files.d.mts"
/** What the post-build steps and the export's checks share about an export's files. */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every exported page under `dir`, as a URL path (`/about.html`, `/careers/index.html`). */
export function htmlFiles(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name), `${prefix}/${e.name}`) : e.name.endsWith(".html") ? [`${prefix}/${e.name}`] : [],
  );
}
